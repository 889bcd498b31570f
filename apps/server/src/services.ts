import { createImportInbox } from '~/catalog-import/import-inbox';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { Mailer } from '~/mail/mailer';
import type { RateLimiter } from '~/limits/rate-limiter';
import {
  createAccountDeletionRepo,
  createAccountDeletionService,
  createAuthService,
  createEmailChangeService,
  createChallenges,
  createGoogleLinkService,
  createHousekeepingJob,
  createLinkingService,
  createGoogleService,
  createOAuthRequestRepo,
  createOidcClient,
  createOtpRepo,
  createOtpService,
  createProfileService,
  createSessionRepo,
  createSessionService,
  createUserLiveness,
  createUserRepo,
  type AccountEraser,
  createWalletAuthService,
  createWalletRepo,
  type OidcSettings,
} from '~/modules/account';
import {
  createAlbumRepo,
  createArtistRepo,
  createCatalogService,
  createGenreRepo,
  createTrackRepo,
  createTrendingJob,
  createTrendingJobRepo,
  createTrendingRepo,
  createTrendingService,
} from '~/modules/catalog';
import {
  createLibraryServices,
  eraseLibraryOf,
  createPlaylistRepo,
  createPlaylistService,
} from '~/modules/library';
import {
  createListeningService,
  endListeningOf,
  createListenSummary,
  createListenSummaryRepo,
  createSessionHistory,
  createSessionHistoryRepo,
} from '~/modules/listening';
import {
  baseRates,
  createLedger,
  createListeningProcessorJob,
  createRewardsService,
  type RatesFor,
} from '~/modules/rewards';

/** What services need besides the database: time, limits, mail, logs, Google when configured. */
export interface ServiceDeps {
  clock: Clock;
  /** Credited listening allowed per account per UTC day. */
  dailyCapMs: number;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  google: OidcSettings | undefined;
  /** How often the background jobs run. */
  intervals: { trendingSeconds: number; listeningProcessSeconds: number };
  /** The import inbox (DATA_DIR/import) and where imported audio goes. */
  inbox: { folder: string; mediaDir: string };
}

/** The background work of one instance, started after it listens and stopped on shutdown. */
export interface Jobs {
  start(): Promise<void>;
  /** Stops every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Wires repos into services and background jobs: the only place that knows who needs what.
 * Nothing runs until `jobs.start()`.
 */
export function createServices(db: Db, deps: ServiceDeps) {
  // Until boosts and referrals arrive, every account earns at the floor (ADR 0004).
  const ratesFor: RatesFor = baseRates;
  const tracks = createTrackRepo(db);
  const listening = createListeningService({
    db,
    clock: deps.clock,
    dailyCapMs: deps.dailyCapMs,
    trackDurationMs: async (id) => {
      const track = await tracks.get(id);
      return track && track.durationSeconds * 1000;
    },
  });
  const trending = createTrendingService({ trending: createTrendingRepo(db) });
  const catalog = createCatalogService({
    artists: createArtistRepo(db),
    albums: createAlbumRepo(db),
    tracks,
    genres: createGenreRepo(db),
  });
  return {
    catalog,
    trending,
    playlists: createPlaylistService({ playlists: createPlaylistRepo(db), trending }),
    library: createLibraryServices(db, { catalog, clock: deps.clock }),
    account: createAccountServices(db, deps, [eraseLibraryOf, endListeningOf]),
    /** Whether a user id names a live account (ADR 0023), for any context that must know. */
    users: createUserLiveness(db),
    listening,
    listeningHistory: createSessionHistory({ sessions: createSessionHistoryRepo(db) }),
    listenSummary: createListenSummary({ listens: createListenSummaryRepo(db) }),
    rewards: createRewardsService({
      ledger: createLedger(db, { clock: deps.clock }),
      listening,
      ratesFor,
      clock: deps.clock,
    }),
    jobs: createJobs(db, deps, ratesFor),
  };
}

function createJobs(
  db: Db,
  { clock, log, intervals, inbox }: ServiceDeps,
  ratesFor: RatesFor,
): Jobs {
  const trending = createTrendingJob({
    db,
    repo: createTrendingJobRepo(db),
    clock,
    intervalSeconds: intervals.trendingSeconds,
    log: log.child({ job: 'trending' }),
  });
  const processor = createListeningProcessorJob({
    db,
    clock,
    ratesFor,
    intervalSeconds: intervals.listeningProcessSeconds,
    log: log.child({ job: 'listening-processor' }),
  });
  const housekeeping = createHousekeepingJob({
    db,
    clock,
    log: log.child({ job: 'housekeeping' }),
  });
  const imports = createImportInbox({ db, ...inbox, log: log.child({ job: 'import-inbox' }) });
  return {
    async start() {
      await trending.start();
      processor.start();
      housekeeping.start();
      await imports.start();
    },
    async stop() {
      await Promise.all([trending.stop(), processor.stop(), housekeeping.stop(), imports.stop()]);
    },
  };
}

function createAccountServices(
  db: Db,
  { clock, limiter, mailer, log, google }: ServiceDeps,
  erasers: readonly AccountEraser[],
) {
  const users = createUserRepo(db);
  const sessions = createSessionService({ sessions: createSessionRepo(db), clock });
  const otp = createOtpService({ codes: createOtpRepo(db), limiter, mailer, clock, log });
  const wallets = createWalletRepo(db);
  const challenges = createChallenges({ wallets, clock });
  return {
    clock,
    sessions,
    auth: createAuthService({ users, otp, sessions, limiter, clock, log }),
    walletAuth: createWalletAuthService({ users, wallets, challenges, sessions, limiter, clock }),
    linking: createLinkingService({ users, challenges, otp, clock }),
    googleLink: createGoogleLinkService({ users, clock }),
    profiles: createProfileService({ users, clock }),
    emailChange: createEmailChangeService({ users, otp, mailer, clock, log }),
    deletion: createAccountDeletionService({
      repo: createAccountDeletionRepo(db),
      erasers,
      clock,
    }),
    google: google && {
      oidc: createOidcClient({ settings: google, requests: createOAuthRequestRepo(db), clock }),
      service: createGoogleService({ users, sessions, clock }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
