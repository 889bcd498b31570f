import type { LoadAverage } from '../lib/loadavg';
import { provenance, type Provenance } from '../lib/provenance';
import { writeRecord as write } from '../lib/record';
import type { Judgement } from './judge';
import type { Measurement } from './load';
import type { Settings } from './settings';

/** Everything one run knows, as written to bench/results/. */
export interface RunRecord extends Provenance {
  benchmark: 'http';
  settings: Omit<Settings, 'databaseUrl'> & { pipelining: 1; logLevel: 'silent' };
  /** The machine's 1-minute load average at the start, after each row, and at the end. */
  loadAverage: LoadAverage;
  measurements: Measurement[];
  judgement: Judgement;
}

/** Gathers the run's provenance around its measurements. */
export function buildRecord(
  settings: Settings,
  postgres: string,
  loadAverage: LoadAverage,
  measurements: Measurement[],
  judgement: Judgement,
): RunRecord {
  const { connections, warmupSeconds, durationSeconds, withInfoLog } = settings;
  return {
    benchmark: 'http',
    ...provenance(postgres),
    settings: {
      connections,
      warmupSeconds,
      durationSeconds,
      withInfoLog,
      pipelining: 1,
      logLevel: 'silent',
    },
    loadAverage,
    measurements,
    judgement,
  };
}

/** Writes bench/results/http-<yyyy-mm-dd>T<hhmmss>Z-<shortsha>.json and returns its path. */
export const writeRecord = (record: RunRecord) => write('http', record);
