import os from 'node:os';

/** The machine's 1-minute load average over a run: every sample, and its range. */
export interface LoadAverage {
  samples: { at: string; load1: number; label: string }[];
  min: number;
  max: number;
}

/** Samples the 1-minute load average at each `mark` (start, each measured window, end). */
export function loadAverageLog() {
  const samples: LoadAverage['samples'] = [];
  return {
    mark(label: string) {
      samples.push({ at: new Date().toISOString(), load1: os.loadavg()[0] ?? 0, label });
    },
    summary(): LoadAverage {
      const loads = samples.map((s) => s.load1);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        samples: samples.map((s) => ({ ...s, load1: round(s.load1) })),
        min: round(Math.min(...loads)),
        max: round(Math.max(...loads)),
      };
    },
  };
}
