import type fc from 'fast-check';
import type { FuzzTarget } from '../target';
import type { Verdict } from '../verdict';

/** One way into the server: how to make hostile inputs for it and how to send one. */
export interface Surface<Input> {
  name: string;
  /** Share of the time budget (the shares of all surfaces add up to 1). */
  share: number;
  /** Inputs a run should reach at least; 20 unless an input takes seconds by design. */
  minInputs?: number;
  /** Whether a rejected input must leave every row count and the ledger as they were. */
  checksState: boolean;
  inputs(): fc.Arbitrary<Input> | Promise<fc.Arbitrary<Input>>;
  send(target: FuzzTarget, input: Input): Promise<Verdict>;
  /** The input in a line of a finding. */
  show(input: Input): string;
}

/** A surface whose input type is not needed by the campaign. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySurface = Surface<any>;
