import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      LISTEN_BACKLOG: 4096,
      LISTENING_MAX_SOCKETS: 0,
      RPC_MAX_BODY_BYTES: 1_048_576,
      HTTP_MAX_BODY_BYTES: 65_536,
      SEARCH_MAX_QUERY_BYTES: 8192,
      LISTENING_MAX_FRAME_BYTES: 4096,
      REQUEST_TIMEOUT_SECONDS: 30,
      HEADERS_TIMEOUT_SECONDS: 10,
      KEEP_ALIVE_TIMEOUT_SECONDS: 72,
      GRPC_IDLE_TIMEOUT_SECONDS: 300,
      UPGRADE_TIMEOUT_SECONDS: 10,
      DATA_DIR: './data',
      GRPC_PORT: 50051,
      LOG_LEVEL: 'info',
      SEED: 'demo',
      TRENDING_INTERVAL_SECONDS: 300,
      LISTENING_PROCESS_INTERVAL_SECONDS: 60,
      DAILY_LISTENING_CAP_HOURS: 16,
      REWARD_RULES_REFRESH_SECONDS: 5,
      SIGNUPS_PER_ADDRESS_PER_HOUR: 10,
      SIGNUPS_PER_NETWORK_PER_HOUR: 30,
      CODE_SENDS_PER_ADDRESS_PER_HOUR: 30,
      CODE_SENDS_PER_NETWORK_PER_HOUR: 100,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      REDIS_COMMAND_TIMEOUT_MS: 2000,
      REFEREE_ACTIVE_LISTENING_SECONDS: 600,
      SEARCH_RATE_LIMIT_PER_MINUTE: 120,
      SEARCH_INDEX_IN_MEMORY: true,
      SEARCH_INDEX_REFRESH_SECONDS: 600,
      INSTANCE_HEARTBEAT_SECONDS: 10,
      RANKING_INTERVAL_SECONDS: 60,
      SHUTDOWN_GRACE_SECONDS: 10,
      CATALOG_CACHE_MS: 1000,
      NODE_ENV: 'development',
      TRUST_PROXY: false,
      DEV_OUTBOX_PUBLIC: false,
      MAIL_FROM: 'Earshot <no-reply@earshot.local>',
      REDIS_KEY_PREFIX: 'earshot:',
      GOOGLE_ISSUER: 'https://accounts.google.com',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reads the real services when given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/earshot',
      REDIS_URL: 'redis://cache:6379',
      PORT: '8080',
    });
    expect(config).toMatchObject({ DATABASE_URL: 'postgres://u@db:5432/earshot', PORT: 8080 });
  });

  it('names every bad variable', () => {
    const read = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*LOG_LEVEL/,
    );
  });

  it('reads the shutdown grace period in whole seconds, at least one', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '30' }).SHUTDOWN_GRACE_SECONDS).toBe(30);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('reads the account settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Music <hi@music.test>',
      PUBLIC_URL: 'https://earshot.example',
      TRUST_PROXY: '1',
      DEV_OUTBOX_PUBLIC: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9999',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Music <hi@music.test>',
      PUBLIC_URL: 'https://earshot.example',
      TRUST_PROXY: true,
      DEV_OUTBOX_PUBLIC: true,
      GOOGLE_ISSUER: 'http://127.0.0.1:9999',
      NODE_ENV: 'production',
    });
  });

  it('refuses half a Google configuration and bad account values', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together/,
    );
    expect(() =>
      loadConfig({ PUBLIC_URL: 'ftp://x', TRUST_PROXY: 'yes', SMTP_URL: 'http://mail' }),
    ).toThrow(
      /SMTP_URL: .*\n.*PUBLIC_URL: must be an http.*\n.*TRUST_PROXY: must be true or false/,
    );
  });

  it('keeps the headers timeout within the request timeout', () => {
    expect(
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' }),
    ).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 2, HEADERS_TIMEOUT_SECONDS: 1 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ RPC_MAX_BODY_BYTES: '10' })).toThrow(/RPC_MAX_BODY_BYTES/);
  });
});
