import type { SignedIn } from '../api/auth-client';

/** The steps of the authentication modal (spec 1 §2, §4) and what each carries. */
export type AuthStep =
  | { kind: 'signup'; email: string }
  | { kind: 'signin'; email: string }
  | { kind: 'password'; email: string }
  | { kind: 'verify'; email: string }
  | { kind: 'reset'; email: string };

/** What a step may do: move to another step, or finish with a signed-in user. */
export interface StepProps {
  email: string;
  go: (step: AuthStep) => void;
  signedIn: (result: SignedIn) => void;
}
