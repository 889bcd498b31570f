// The ranking context's public surface: the leaderboard from rank snapshots.
export { createRankJob, RANK_INTERVAL_SECONDS } from './rank-job';
export { createRankSnapshotRepo } from './rank-snapshot.repo';
export { createRankingService, type RankingService } from './ranking.service';
export { snapshotCacheOf } from './snapshot-cache';
export { rankingHandlers } from './ranking.handlers';
