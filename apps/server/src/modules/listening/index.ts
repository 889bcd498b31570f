// The listening context's public surface: live sessions, credited time, Listens.
export {
  createListeningService,
  type Bid,
  type ListeningService,
  type Outcome,
  type Owned,
} from './listening.service';
export { listeningCreditsRepo, type UnpaidBatch } from './listening-credits.repo';
export { presentedClaim } from './claim';
