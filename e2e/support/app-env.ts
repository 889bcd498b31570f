import { ports } from './ports';

/**
 * How often the e2e app servers turn credited listening into EP (LISTENING_PROCESS_INTERVAL_
 * SECONDS): short, so a journey sees EP move into 'Your EP' within seconds.
 */
export const PROCESS_INTERVAL_SECONDS = 5;

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
  };
}
