import type { CpuUsage } from '../lib/cpu';
import type { DatasetSizes } from './settings';

/** What the prepare task reports: the data set it loaded and the trending job's timings. */
export interface Prepared {
  dataset: {
    sizes: DatasetSizes;
    /** Rows per table after the load, and distinct listeners. */
    counts: Record<string, number>;
    databaseMB: number;
    /** Bulk load, vacuum analyze and counts. */
    buildSeconds: number;
  };
  trendingJob: {
    /** computePeriod per period, in the order one job run calls it. */
    periods: { period: string; seconds: number; done: boolean; rankedTracks: number }[];
    /** The whole runOnce(). */
    totalSeconds: number;
    /** CPU during the job: this task (node) and the PostgreSQL backends, % of one core. */
    cpu?: CpuUsage;
  };
}
