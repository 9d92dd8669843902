import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'infoforge-env-'));

describe('loadEnv', () => {
  it('runs with no configuration: SQLite in the data dir, offline AI, a generated secret kept across starts', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ port: 3000, baseUrl: 'http://localhost:3000', databaseUrl: undefined, dataDir: dir });
    expect(env.ai).toEqual({ provider: 'offline', model: 'infoforge-offline' });
    expect(env.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'openai' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\/[\s\S]*OPENAI_API_KEY is required when AI_PROVIDER=openai/,
    );
  });

  it('reads the fallback provider, and refuses one without its model naming AI_FALLBACK_MODEL', () => {
    const first = { DATA_DIR: dataDir(), AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-first' };
    expect(loadEnv(first).aiFallback).toBeNull();
    expect(
      loadEnv({
        ...first,
        AI_FALLBACK_PROVIDER: 'anthropic',
        AI_FALLBACK_MODEL: 'claude-haiku-4-5',
        ANTHROPIC_API_KEY: 'k',
      }).aiFallback,
    ).toEqual({ provider: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'k' });
    expect(() => loadEnv({ ...first, AI_FALLBACK_PROVIDER: 'openai' })).toThrow(
      'Invalid configuration:\n  AI_FALLBACK_MODEL: AI_FALLBACK_MODEL is required when AI_FALLBACK_PROVIDER=openai',
    );
  });

  it('reads the fallback’s prices beside the first’s, and refuses prices that would leave a writer’s unknown', () => {
    const withFallback = {
      DATA_DIR: dataDir(),
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-first',
      AI_FALLBACK_PROVIDER: 'anthropic',
      AI_FALLBACK_MODEL: 'claude-haiku-4-5',
      ANTHROPIC_API_KEY: 'k',
    };
    const first = { AI_PRICE_INPUT: '2', AI_PRICE_OUTPUT: '8' };
    const fallback = { AI_FALLBACK_PRICE_INPUT: '1', AI_FALLBACK_PRICE_OUTPUT: '4.5' };
    expect(loadEnv(withFallback).aiPrices).toEqual({ first: null, fallback: null });
    expect(loadEnv({ ...withFallback, ...first, ...fallback }).aiPrices).toEqual({
      first: { inputPerMillion: 2, outputPerMillion: 8 },
      fallback: { inputPerMillion: 1, outputPerMillion: 4.5 },
    });
    expect(() => loadEnv({ ...withFallback, ...first })).toThrow(
      'AI_FALLBACK_PRICE_INPUT: Set AI_FALLBACK_PRICE_INPUT and AI_FALLBACK_PRICE_OUTPUT too: the fallback’s parts are priced at its own prices',
    );
    expect(() => loadEnv({ ...withFallback, ...fallback })).toThrow(
      'AI_PRICE_INPUT: Set AI_PRICE_INPUT and AI_PRICE_OUTPUT too: costs are shown only when every provider’s prices are known',
    );
    expect(() => loadEnv({ ...withFallback, ...first, AI_FALLBACK_PRICE_INPUT: '1' })).toThrow(
      'AI_FALLBACK_PRICE_INPUT: Set both AI_FALLBACK_PRICE_INPUT and AI_FALLBACK_PRICE_OUTPUT, or neither',
    );
    const { AI_FALLBACK_PROVIDER: _, AI_FALLBACK_MODEL: __, ...firstOnly } = withFallback;
    expect(() => loadEnv({ ...firstOnly, ...first, ...fallback })).toThrow(
      'AI_FALLBACK_PRICE_INPUT: AI_FALLBACK_PROVIDER is required when AI_FALLBACK_PRICE_INPUT or AI_FALLBACK_PRICE_OUTPUT is set',
    );
    expect(loadEnv({ ...firstOnly, ...first }).aiPrices).toEqual({
      first: { inputPerMillion: 2, outputPerMillion: 8 },
      fallback: null,
    });
  });

  it('reads the storage quota in bytes, 500 MB unless set, and refuses one that is not a whole positive number', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).storageQuotaBytes).toBe(500 * 1024 * 1024);
    expect(loadEnv({ DATA_DIR: dataDir(), STORAGE_QUOTA_BYTES: '2147483648' }).storageQuotaBytes).toBe(2 * 1024 ** 3);
    for (const value of ['0', '1.5', '2GB'])
      expect(() => loadEnv({ DATA_DIR: dataDir(), STORAGE_QUOTA_BYTES: value })).toThrow(/STORAGE_QUOTA_BYTES/);
  });

  it('runs as many jobs at once as the host has cores, at least two, unless JOB_SLOTS says how many', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).jobSlots).toBe(Math.max(2, availableParallelism()));
    expect(loadEnv({ DATA_DIR: dataDir(), JOB_SLOTS: '6' }).jobSlots).toBe(6);
    expect(() => loadEnv({ DATA_DIR: dataDir(), JOB_SLOTS: '0' })).toThrow(/JOB_SLOTS/);
  });

  it('answers through the fast paths unless FAST_PATHS is off', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).fastPaths).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir(), FAST_PATHS: 'off' }).fastPaths).toBe(false);
    expect(() => loadEnv({ DATA_DIR: dataDir(), FAST_PATHS: 'no' })).toThrow(/FAST_PATHS/);
  });

  it('treats blank variables as unset', () => {
    expect(
      loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', SMTP_URL: '', AI_PROVIDER: '' }).databaseUrl,
    ).toBeUndefined();
  });
});
