/** Latency percentiles in ms, from every response of a measured window (0.01 ms resolution). */
export interface Latency {
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Nearest-rank percentiles of the samples (ms); zeros when there are none. */
export function summarize(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted.length === 0 ? 0 : round(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    mean: round(sorted.length ? sum / sorted.length : 0),
    p50: at(50),
    p90: at(90),
    p95: at(95),
    p97_5: at(97.5),
    p99: at(99),
    max: round(sorted.at(-1) ?? 0),
  };
}
