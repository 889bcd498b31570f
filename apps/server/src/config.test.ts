import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      GRPC_PORT: 50051,
      LOG_LEVEL: 'info',
      SEED: 'demo',
      TRENDING_INTERVAL_SECONDS: 300,
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
});
