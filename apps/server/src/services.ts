import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { Mailer } from '~/mail/mailer';
import { createAuthService } from '~/modules/account/auth.service';
import { createOidcClient, type OidcSettings } from '~/modules/account/google-oidc';
import { createGoogleService } from '~/modules/account/google.service';
import { createOAuthRequestRepo } from '~/modules/account/oauth-request.repo';
import { createOtpRepo } from '~/modules/account/otp.repo';
import { createOtpService } from '~/modules/account/otp.service';
import { createProfileService } from '~/modules/account/profile.service';
import type { RateLimiter } from '~/modules/account/rate-limiter';
import { createSessionRepo } from '~/modules/account/session.repo';
import { createSessionService } from '~/modules/account/session.service';
import { createUserRepo } from '~/modules/account/user.repo';
import { createAlbumRepo } from '~/modules/catalog/album.repo';
import { createArtistRepo } from '~/modules/catalog/artist.repo';
import { createCatalogService } from '~/modules/catalog/catalog.service';
import { createGenreRepo } from '~/modules/catalog/genre.repo';
import { createPlaylistRepo } from '~/modules/catalog/playlist.repo';
import { createTrackRepo } from '~/modules/catalog/track.repo';
import { createTrendingRepo } from '~/modules/catalog/trending/trending.repo';
import { createTrendingService } from '~/modules/catalog/trending/trending.service';
import { createListeningService } from '~/modules/listening/listening.service';
import { createLedgerRepo } from '~/modules/rewards/ledger.repo';
import { baseRates } from '~/modules/rewards/rates';
import { createRewardsService } from '~/modules/rewards/rewards.service';

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
  const playlists = createPlaylistRepo(db);
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
  return {
    catalog: createCatalogService({
      artists: createArtistRepo(db),
      albums: createAlbumRepo(db),
      tracks,
      genres: createGenreRepo(db),
      playlists,
    }),
    trending: createTrendingService({ trending: createTrendingRepo(db), playlists }),
    account: createAccountServices(db, deps),
    listening,
    rewards: createRewardsService({
      ledger: createLedgerRepo(db),
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
