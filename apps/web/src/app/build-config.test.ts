import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the web build', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  // React's development build is 60 % bigger and runs its checks on every render: no shop should ship it.
  it.each(['development', 'test', 'production'])('builds production React when NODE_ENV=%s', async (nodeEnv) => {
    process.env.NODE_ENV = nodeEnv;
    const config = await resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build');
    expect(config.isProduction).toBe(true);
    expect(process.env.NODE_ENV).toBe('production');
  });
});
