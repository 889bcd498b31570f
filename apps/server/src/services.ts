import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { Mailer } from '~/mail/mailer';
import type { RateLimiter } from '~/limits/rate-limiter';
import {
  createAuthService,
  createGoogleService,
  createOAuthRequestRepo,
  createOidcClient,
  createOtpRepo,
  createOtpService,
  createProfileService,
  createSessionRepo,
  createSessionService,
  createUserRepo,
  type OidcSettings,
} from '~/modules/account';
import {
  createAlbumRepo,
  createArtistRepo,
  createCatalogService,
  createGenreRepo,
  createTrackRepo,
  createTrendingRepo,
  createTrendingService,
} from '~/modules/catalog';
import {
  createLibraryServices,
  createPlaylistRepo,
  createPlaylistService,
} from '~/modules/library';
import { createListeningService } from '~/modules/listening';
import { baseRates, createLedger, createRewardsService } from '~/modules/rewards';

/** What services need besides the database: time, limits, mail, logs, Google when configured. */
export interface ServiceDeps {
  clock: Clock;
  /** Credited listening allowed per account per UTC day. */
  dailyCapMs: number;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  google: OidcSettings | undefined;
}

/** Wires repos into services: the only place that knows who needs what. */
export function createServices(db: Db, deps: ServiceDeps) {
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
    account: createAccountServices(db, deps),
    listening,
    rewards: createRewardsService({
      ledger: createLedger(db, { clock: deps.clock }),
      listening,
      ratesFor: baseRates,
      clock: deps.clock,
    }),
  };
}

function createAccountServices(db: Db, { clock, limiter, mailer, log, google }: ServiceDeps) {
  const users = createUserRepo(db);
  const sessions = createSessionService({ sessions: createSessionRepo(db), clock });
  const otp = createOtpService({ codes: createOtpRepo(db), limiter, mailer, clock, log });
  return {
    sessions,
    auth: createAuthService({ users, otp, sessions, limiter, clock, log }),
    profiles: createProfileService({ users, clock }),
    google: google && {
      oidc: createOidcClient({ settings: google, requests: createOAuthRequestRepo(db), clock }),
      service: createGoogleService({ users, sessions, clock }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
