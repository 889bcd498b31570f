import fc from 'fast-check';
import { authSurface } from './surfaces/auth';
import { grpcSurface } from './surfaces/grpc';
import { mediaSurface } from './surfaces/media';
import { oversizedSurface } from './surfaces/oversized';
import { rpcSurface } from './surfaces/rpc';
import { searchSurface } from './surfaces/search';
import { slowSurface } from './surfaces/slow';
import { socketSurface } from './surfaces/socket';
import type { AnySurface } from './surfaces/surface';
import type { FuzzTarget } from './target';
import type { Verdict } from './verdict';

/** Every surface the fuzzer knows. */
export const SURFACES: AnySurface[] = [
  rpcSurface,
  grpcSurface,
  authSurface,
  socketSurface,
  mediaSurface,
  searchSurface,
  oversizedSurface,
  slowSurface,
];

/** The surfaces whose names contain `only` (case-insensitive), or all of them. */
export function surfacesNamed(only: string | undefined): AnySurface[] {
  if (!only) return SURFACES;
  return SURFACES.filter((s) => s.name.toLowerCase().includes(only.toLowerCase()));
}

/** What one surface's run found. */
export interface SurfaceReport {
  surface: string;
  /** Inputs sent, shrinking included. */
  inputs: number;
  /** Inputs a run of it should reach at least (the surface's own, else 20). */
  minInputs: number;
  seconds: number;
  /** The first failure, shrunk, or undefined when none. */
  finding: string | undefined;
  healthyAfter: boolean;
}

async function runSurface(
  target: FuzzTarget,
  surface: AnySurface,
  budgetMs: number,
  seed: number,
): Promise<SurfaceReport> {
  const started = performance.now();
  let inputs = 0;
  const property = fc.asyncProperty(await surface.inputs(), async (input: unknown) => {
    inputs += 1;
    const before = surface.checksState ? await target.fingerprint() : '';
    const verdict = await surface
      .send(target, input)
      .catch((err: unknown): Verdict => ({ rejected: false, problems: [`${String(err)}`] }));
    const problems = verdict.problems.map((p) => `${p} for ${surface.show(input)}`);
    if (surface.checksState && verdict.rejected) {
      const after = await target.fingerprint();
      if (after !== before)
        problems.push(`a rejected input changed the data: ${before} → ${after}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });
  const details = await fc.check(property, {
    numRuns: Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: budgetMs,
    markInterruptAsFailure: false,
    seed,
  });
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : undefined;
  return {
    surface: surface.name,
    inputs,
    minInputs: surface.minInputs ?? 20,
    seconds: Math.round(performance.now() - started) / 1000,
    finding: details.failed
      ? `${error ?? 'failed'} (seed ${details.seed}, path ${details.counterexamplePath ?? '-'})`
      : undefined,
    healthyAfter: await target.healthy(),
  };
}

/** Runs every surface for its share of `budgetSeconds`, one after another, on one target. */
export async function runCampaign(
  target: FuzzTarget,
  budgetSeconds: number,
  seed: number,
  surfaces: AnySurface[] = SURFACES,
): Promise<SurfaceReport[]> {
  const shares = surfaces.reduce((sum, s) => sum + s.share, 0);
  const reports: SurfaceReport[] = [];
  for (const surface of surfaces) {
    const budgetMs = (budgetSeconds * 1000 * surface.share) / shares;
    reports.push(await runSurface(target, surface, budgetMs, seed));
  }
  return reports;
}
