import type { LoadAverage } from '../lib/loadavg';
import { provenance, type Provenance } from '../lib/provenance';
import { writeRecord as write } from '../lib/record';
import type { AudioMeasurement } from './audio';
import type { Judgement } from './judge';
import type { Prepared } from './prepared';
import type { Measurement } from './routes';
import type { Settings } from './settings';

/** Everything one run knows, as written to bench/results/. */
export interface CatalogRecord extends Provenance {
  benchmark: 'catalog';
  settings: Omit<Settings, 'databaseUrl'> & { pipelining: 1; logLevel: 'silent' };
  /** The machine's 1-minute load average at the start, after each phase and row, and at the end. */
  loadAverage: LoadAverage;
  dataset: Prepared['dataset'];
  trendingJob: Prepared['trendingJob'];
  measurements: Measurement[];
  audio: AudioMeasurement[];
  audioFileBytes: number;
  judgement: Judgement;
}

/** The settings as recorded: the database URL is the run's own business. */
const withoutUrl = ({ databaseUrl: _url, ...kept }: Settings) => kept;

/** Gathers the run's provenance around its figures. */
export function buildRecord(
  settings: Settings,
  postgres: string,
  figures: Pick<
    CatalogRecord,
    | 'loadAverage'
    | 'dataset'
    | 'trendingJob'
    | 'measurements'
    | 'audio'
    | 'audioFileBytes'
    | 'judgement'
  >,
): CatalogRecord {
  return {
    benchmark: 'catalog',
    ...provenance(postgres),
    settings: {
      ...withoutUrl(settings),
      pipelining: 1,
      logLevel: 'silent',
    },
    ...figures,
  };
}

/** Writes bench/results/catalog-<yyyy-mm-dd>T<hhmmss>Z-<shortsha>.json and returns its path. */
export const writeRecord = (record: CatalogRecord) => write('catalog', record);
