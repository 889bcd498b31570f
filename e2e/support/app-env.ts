import { ports } from './ports';

/**
 * How often the e2e app servers turn credited listening into EP (LISTENING_PROCESS_INTERVAL_
 * SECONDS): short, so a journey sees EP move into 'Your EP' within seconds.
 */
export const PROCESS_INTERVAL_SECONDS = 5;

/** Listening that turns a referee active on the e2e servers (the product's is 10 minutes). */
export const REFEREE_ACTIVE_SECONDS = 20;

/** The environment of an e2e app server: the embedded defaults, the e2e seed, the captured mail. */
export function appServerEnv(options: { port: number; grpcPort: number; dataDir: string }) {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    GRPC_PORT: String(options.grpcPort),
    DATA_DIR: options.dataDir,
    SEED: 'e2e',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Empty means the server's default (apps/web/dist); a separate build keeps parallel runs apart.
    WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    PUBLIC_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    LISTENING_PROCESS_INTERVAL_SECONDS: String(PROCESS_INTERVAL_SECONDS),
    // A referee turns active after this much listening: seconds, not the product's 10 minutes.
    REFEREE_ACTIVE_LISTENING_SECONDS: String(REFEREE_ACTIVE_SECONDS),
    // The leaderboard shows new EP within seconds, not the product's minute.
    RANKING_INTERVAL_SECONDS: String(PROCESS_INTERVAL_SECONDS),
    // Every journey signs up from 127.0.0.1: far more than a household's sign-ups an hour.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_NETWORK_PER_HOUR: '100000',
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    CODE_SENDS_PER_NETWORK_PER_HOUR: '100000',
  };
}
