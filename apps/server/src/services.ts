// The composition root (ADR 0007), kept as one file on purpose (over 500 lines). It holds no logic,
// only the order in which every context's repos, services and jobs are made and handed to one
// another; split by context, each part would need most of the others' products, and the one
// place that shows who needs what (and that a context is wired once) would be several.
import { REFEREE_ACTIVE_LISTENING_MS } from '@earshot/domain';
import { createImportInbox } from '~/catalog-import/import-inbox';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { Metrics } from '~/metrics/metrics';
import type { Mailer } from '~/mail/mailer';
import { clientQuota, type ClientQuota } from '~/limits/client-quota';
import type { RateLimiter } from '~/limits/rate-limiter';
import {
  createAccountDeletionRepo,
  createAddressBook,
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
  signUpsPerDay,
  accountsById,
} from '~/modules/account';
import {
  createAuditLog,
  createGrants,
  createOperatorInbox,
  createOperatorRepo,
  createAccountReview,
  createOperatorService,
  createFraudReview,
  createFraudRuleSettings,
  REVIEW_PAGE,
} from '~/modules/operator';
import { lastJobRuns } from '~/jobs/job-runs.repo';
import { createInstancePresence, STALE_BEATS, type InstancePresence } from '~/jobs/live-instances';
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
  createAbandonedSessionsJob,
  createListeningService,
  type ListeningService,
  endListeningOf,
  createListenSummary,
  createListenSummaryRepo,
  createListeningPatterns,
  createSessionHistory,
  createSessionHistoryRepo,
} from '~/modules/listening';
import {
  createRankingService,
  snapshotCacheOf,
  createRankJob,
  RANK_INTERVAL_SECONDS,
  createRankSnapshotRepo,
  type RankingService,
} from '~/modules/ranking';
import {
  createReferralRepo,
  createReferralService,
  referralEdges,
  vestReferrals,
} from '~/modules/referral';
import {
  boostRefunds,
  createBoostRepo,
  createBoostService,
  createLedger,
  createListeningProcessorJob,
  createEarningHolds,
  createLedgerFigures,
  createLedgerReversals,
  createRewardRules,
  createRewardsService,
  ratesFrom,
  type RatesFor,
  type RewardRules,
  referralTermsOf,
  ruleDefaults,
} from '~/modules/rewards';
import {
  createSearchIndex,
  createSearchJob,
  createSearchRepo,
  createSearchService,
  SEARCH_TOP_INTERVAL_SECONDS,
} from '~/modules/search';

/** What services need besides the database: time, limits, mail, logs, Google when configured. */
export interface ServiceDeps {
  clock: Clock;
  /** Credited listening allowed per account per UTC day, unless an operator's rule says otherwise. */
  dailyCapMs: number;
  /** How often each instance reads the reward rules again (ADR 0028); 5 s unless configured. */
  rewardRulesRefreshMs?: number;
  /** Credited listening that turns a referee active (10 minutes unless configured). */
  refereeActiveMs?: number;
  limiter: RateLimiter;
  /** Sign-ups and code sends allowed per client address and network an hour. */
  clientLimits: { signups: ClientQuota; codeSends: ClientQuota };
  mailer: Mailer;
  log: Logger;
  google: OidcSettings | undefined;
  /** How often the background jobs run. */
  intervals: {
    trendingSeconds: number;
    listeningProcessSeconds: number;
    rankingSeconds?: number;
    /** The search lists of most played documents per word (ADR 0017). */
    searchTopSeconds?: number;
  };
  /** The import inbox (DATA_DIR/import) and where imported audio goes. */
  inbox: { folder: string; mediaDir: string };
  /** The in-memory search index (ADR 0026); without it the database answers every search. */
  searchIndex?: { refreshSeconds: number } | undefined;
  /** The key of the addresses' HMAC (ADR 0028); unset, one kept in the database. */
  addressHashKey?: string | undefined;
  /** The operator inbox (DATA_DIR/operator, ADR 0028); off when absent. */
  operatorFolder?: string | undefined;
  /** Listeners this instance's hub holds now, and its name (the operator's overview). */
  liveListeners?: () => number;
  instance?: string | undefined;
  /** How often this instance reports its listeners to the database (10 s unless configured). */
  instanceHeartbeatSeconds?: number;
  /** Where the jobs report their runs and the EP they pay (`GET /metrics`). */
  metrics?: Pick<Metrics, 'jobRun' | 'epCredited'>;
}

/** The background work of one instance, started after it listens and stopped on shutdown. */
export interface Jobs {
  start(): Promise<void>;
  /** Stops every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * What EP movements beyond listening need, shared by services and jobs (and tests, which run
 * the jobs' steps on demand): the ledger, boosts, the rates in force, ranking and vesting.
 */
export function createEarning(
  db: Db,
  clock: Clock,
  refereeActiveMs = REFEREE_ACTIVE_LISTENING_MS,
  rules: RewardRules = createRewardRules({
    db,
    clock,
    defaults: ruleDefaults({ dailyCapMs: 16 * 3600_000, refereeActiveMs }),
    refreshMs: 5000,
  }),
) {
  const ledger = createLedger(db, { clock });
  const referralRepo = createReferralRepo(db);
  const boosts = createBoostService({ db, boosts: createBoostRepo(db), ledger, clock, rules });
  const ratesFor: RatesFor = ratesFrom({
    boostRate: (userId, on) => boosts.boostRate(userId, on),
    activeReferees: (userId, on) => referralRepo.rewardedCount(userId, on),
    // Inside a transaction (the processor's) the cached rules: a query of its own would wait
    // for that transaction on PGlite's one connection. Elsewhere read again when stale.
    baseRate: async (on) => (on ? rules.inForce() : await rules.current()).base_rate,
  });
  const ranking = createRankingService({
    snapshots: createRankSnapshotRepo(db),
    cache: snapshotCacheOf(db),
    clock,
  });
  const vest = async () => {
    const terms = await referralTermsOf(rules);
    return vestReferrals({ db, referrals: referralRepo, ledger, boosts, clock, ...terms });
  };
  return { ledger, referralRepo, boosts, ratesFor, ranking, vest, rules };
}

/**
 * Wires repos into services and background jobs: the only place that knows who needs what.
 * Nothing runs until `jobs.start()`.
 */
export function createServices(db: Db, deps: ServiceDeps) {
  const rules = createRewardRules({
    db,
    clock: deps.clock,
    defaults: ruleDefaults({
      dailyCapMs: deps.dailyCapMs,
      refereeActiveMs: deps.refereeActiveMs ?? REFEREE_ACTIVE_LISTENING_MS,
    }),
    refreshMs: deps.rewardRulesRefreshMs ?? 5000,
  });
  const presence = createInstancePresence({
    db,
    name: deps.instance,
    listeners: () => deps.liveListeners?.() ?? 0,
    intervalSeconds: deps.instanceHeartbeatSeconds ?? 10,
    log: deps.log.child({ job: 'instance-heartbeat' }),
  });
  const { ledger, referralRepo, boosts, ratesFor, ranking, vest } = createEarning(
    db,
    deps.clock,
    deps.refereeActiveMs,
    rules,
  );
  const holds = createEarningHolds(db);
  // The operator's daily cap in force (ADR 0028), read from the cache: listening reads it
  // inside its transactions.
  const dailyCapMs = () => Math.round(rules.inForce().daily_listening_cap_hours * 3600_000);
  const users = createUserRepo(db);
  // A referral code is valid only while its account is live (ADR 0023).
  const liveness = createUserLiveness(db);
  const tracks = createTrackRepo(db);
  const listening = createListeningService({
    db,
    clock: deps.clock,
    dailyCapMs,
    trackDurationMs: async (id) => {
      const track = await tracks.get(id);
      return track && track.durationSeconds * 1000;
    },
  });
  const trending = createTrendingService({ trending: createTrendingRepo(db) });
  const searchIndex =
    deps.searchIndex &&
    createSearchIndex({ db, log: deps.log.child({ part: 'search-index' }), ...deps.searchIndex });
  const catalog = createCatalogService({
    artists: createArtistRepo(db),
    albums: createAlbumRepo(db),
    tracks,
    genres: createGenreRepo(db),
  });
  const account = createAccountServices(db, deps, [eraseLibraryOf, endListeningOf]);
  const listeningHistory = createSessionHistory({ sessions: createSessionHistoryRepo(db) });
  const rewards = createRewardsService({ ledger, ratesFor, clock: deps.clock, holds });
  const referral = createReferralService({
    db,
    terms: () => referralTermsOf(rules),
    referrals: referralRepo,
    ledger,
    clock: deps.clock,
    // Codes resolve through the account context's lookup: a deleted account's code is invalid.
    findAccount: async (id) => {
      const [found, live] = await Promise.all([users.findById(id), liveness.isLive(id)]);
      return (
        found && {
          id,
          email: found.user.email,
          createdAt: found.user.createdAt,
          usable: live,
          name: found.user.name,
          image: found.user.image,
        }
      );
    },
    rankOf: async (userId) => (await ranking.userRank(userId, 'all_time')).own?.rank ?? 0,
    hasListened: async (userId) => {
      const [paid, unpaidMs] = await Promise.all([
        ledger.listOfKinds(userId, ['listening'], { offset: 0, limit: 1 }),
        listening.unprocessedMs(userId),
      ]);
      return paid.total > 0 || unpaidMs > 0;
    },
  });
  // The fraud rules read each context through what it answers (ADR 0028, fraud review).
  const listeningPatterns = createListeningPatterns(db);
  const fraud = createFraudReview({
    db,
    clock: deps.clock,
    audit: createAuditLog(db),
    settings: createFraudRuleSettings(db),
    read: {
      signUpsSharingAddress: (since, min) => account.addresses.signUpsSharingAddress(since, min),
      referralEdges: () => referralEdges(db),
      dailyCapMs,
      daysAtCap: (since, capMs) => listeningPatterns.daysAtCap(since, capMs),
      takeOvers: (since, min) => listeningPatterns.takeOvers(since, min),
      boostRefunds: (since, min) => boostRefunds(db, since, min),
    },
    accounts: (ids) => accountsById(db, ids),
    heldReason: (userId) => holds.reasonOf(userId),
  });
  return {
    catalog,
    trending,
    playlists: createPlaylistService({ playlists: createPlaylistRepo(db), trending }),
    library: createLibraryServices(db, { catalog, clock: deps.clock }),
    account,
    /** Whether a user id names a live account (ADR 0023), for any context that must know. */
    users: liveness,
    listening,
    listeningHistory,
    listenSummary: createListenSummary({ listens: createListenSummaryRepo(db) }),
    search: createSearchService({
      search: createSearchRepo(db),
      tracks: catalog.getTracks,
      index: searchIndex,
    }),
    /** Stopped with the server: a load under way ends at its next page. */
    searchIndex,
    rewards,
    /** The reward rules in force and their changes (ADR 0028): the operator sets them here. */
    rewardRules: rules,
    boosts,
    ranking,
    referral,
    operator: createOperatorService({
      db,
      clock: deps.clock,
      roles: createOperatorRepo(db),
      audit: createAuditLog(db),
      rules,
      ledgerFigures: createLedgerFigures(db),
      signUpsPerDay: (since) => signUpsPerDay(db, since),
      jobRuns: () => lastJobRuns(db),
      tracks: catalog.getTracks,
      labelOf: async (id) => (await users.findById(id))?.user.email ?? id,
      holds,
      accountByEmail: async (email) => {
        const found = await users.findByEmail(email);
        return found?.user.status === 'active' ? { id: found.user.id } : undefined;
      },
      deleteAccount: (userId, record) => account.deletion.deleteAccount(userId, record),
      reversals: createLedgerReversals(ledger, boosts.endBoughtBy),
      review: createAccountReview({
        findAccount: async (emailOrId) => {
          const found = await (emailOrId.includes('@')
            ? users.findByEmail(emailOrId)
            : users.findById(emailOrId));
          return (
            found && {
              id: found.user.id,
              email: found.user.email,
              name: found.user.name,
              createdAt: found.user.createdAt,
              active: found.user.status === 'active',
            }
          );
        },
        sessions: (userId) => listeningHistory.page(userId, REVIEW_PAGE),
        ledger: (userId) => rewards.ledger(userId, REVIEW_PAGE),
        totals: (userId) => ledger.totals(userId),
        referees: (userId) => referral.referees(userId, REVIEW_PAGE),
        heldReason: (userId) => holds.reasonOf(userId),
        addresses: (userId) => account.addresses.of(userId),
        flags: (userId) => fraud.flagsOf(userId),
      }),
      fraud,
      liveListeners: deps.liveListeners ?? (() => 0),
      instance: deps.instance,
      instances: {
        live: () => presence.live(),
        heartbeatSeconds: presence.intervalSeconds,
        staleBeats: STALE_BEATS,
      },
    }),
    jobs: createJobs(db, deps, { ratesFor, ranking, vest, rules }, listening, presence),
  };
}

function createJobs(
  db: Db,
  { clock, log, intervals, inbox, metrics, operatorFolder }: ServiceDeps,
  earning: {
    ratesFor: RatesFor;
    ranking: RankingService;
    vest: () => Promise<number>;
    rules: RewardRules;
  },
  listening: ListeningService,
  presence: InstancePresence,
): Jobs {
  const observe = metrics?.jobRun;
  const trending = createTrendingJob({
    db,
    repo: createTrendingJobRepo(db),
    clock,
    intervalSeconds: intervals.trendingSeconds,
    log: log.child({ job: 'trending' }),
    observe,
  });
  const processor = createListeningProcessorJob({
    db,
    clock,
    ratesFor: earning.ratesFor,
    intervalSeconds: intervals.listeningProcessSeconds,
    log: log.child({ job: 'listening-processor' }),
    observe,
    credited: metrics?.epCredited,
    afterRun: async () => {
      const vested = await earning.vest();
      if (vested > 0) log.info({ vested }, 'referrals turned active');
    },
  });
  const ranks = createRankJob({
    db,
    ranking: earning.ranking,
    intervalSeconds: intervals.rankingSeconds ?? RANK_INTERVAL_SECONDS,
    log: log.child({ job: 'ranking' }),
    observe,
  });
  const housekeeping = createHousekeepingJob({
    db,
    clock,
    log: log.child({ job: 'housekeeping' }),
    observe,
  });
  const abandoned = createAbandonedSessionsJob({
    db,
    listening,
    log: log.child({ job: 'listening-abandoned' }),
    observe,
  });
  // The migration built the lists; the first refresh comes after one interval.
  const searchTop = createSearchJob({
    db,
    repo: createSearchRepo(db),
    intervalSeconds: intervals.searchTopSeconds ?? SEARCH_TOP_INTERVAL_SECONDS,
    log: log.child({ job: 'search-top' }),
    observe,
  });
  const imports = createImportInbox({ db, ...inbox, log: log.child({ job: 'import-inbox' }) });
  const operatorInbox =
    operatorFolder === undefined
      ? undefined
      : createOperatorInbox({
          folder: operatorFolder,
          grants: createGrants(db),
          log: log.child({ job: 'operator-inbox' }),
        });
  return {
    async start() {
      await earning.rules.start(log.child({ job: 'reward-rules' }));
      presence.start();
      await trending.start();
      processor.start();
      ranks.start();
      housekeeping.start();
      abandoned.start();
      searchTop.start(false);
      await imports.start();
      await operatorInbox?.start();
    },
    async stop() {
      earning.rules.stop();
      await Promise.all([
        trending.stop(),
        processor.stop(),
        ranks.stop(),
        housekeeping.stop(),
        abandoned.stop(),
        searchTop.stop(),
        imports.stop(),
        operatorInbox?.stop(),
        presence.stop(),
      ]);
    },
  };
}

function createAccountServices(
  db: Db,
  { clock, limiter, clientLimits, mailer, log, google, addressHashKey }: ServiceDeps,
  erasers: readonly AccountEraser[],
) {
  const users = createUserRepo(db);
  const sessions = createSessionService({ sessions: createSessionRepo(db), clock });
  const clientSends = clientQuota(limiter, 'code-send', clientLimits.codeSends);
  const clientSignups = clientQuota(limiter, 'signup', clientLimits.signups);
  const codes = createOtpRepo(db);
  const otp = createOtpService({ codes, limiter, clientSends, mailer, clock, log });
  const wallets = createWalletRepo(db);
  const challenges = createChallenges({ wallets, clock });
  return {
    clock,
    sessions,
    /** The addresses each account signs in from, hashed (ADR 0028, fraud review). */
    addresses: createAddressBook(db, {
      clock,
      ...(addressHashKey ? { configuredKey: addressHashKey } : {}),
    }),
    auth: createAuthService({ users, otp, sessions, limiter, clientSignups, clock, log }),
    walletAuth: createWalletAuthService({
      users,
      wallets,
      challenges,
      sessions,
      limiter,
      clientSignups,
      clock,
    }),
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
