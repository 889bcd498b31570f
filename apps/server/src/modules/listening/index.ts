// The listening context's public surface: live sessions, credited time, Listens, the session
// history, the profile's Listen summary and its RPC handlers (earshot.listening.v1).
export {
  createListeningService,
  type Bid,
  type ListeningService,
  type Outcome,
  type Owned,
} from './listening.service';
export { listeningCreditsRepo, type UnpaidBatch } from './listening-credits.repo';
export { listeningHandlers } from './listening.handlers';
export { createSessionHistoryRepo } from './session-history.repo';
export { createSessionHistory, type SessionHistory } from './session-history.service';
export { createListenSummaryRepo } from './listen-summary.repo';
export { createListenSummary, type ListenSummary } from './listen-summary.service';
export { presentedClaim } from './claim';
export { liveSessionAlongside, liveSessionOf } from './listening.repo';
export { endListeningOf } from './listening-eraser';
export { createAbandonedSessionsJob } from './abandoned-sessions-job';
export { createListeningPatterns, type ListeningPatterns } from './listening-patterns';
