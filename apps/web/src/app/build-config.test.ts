import fs from 'node:fs';
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

  it("ships React Router's production build, where a component no page uses drops out", async () => {
    const config = await resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build');
    const plugin = config.plugins.find((p) => p.name === 'ffe-lean-react-router');
    const resolveId = plugin?.resolveId as (source: string) => string;
    const transform = plugin?.transform as (code: string, id: string) => { code: string };
    const build = resolveId('react-router');
    expect(build).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(fs.existsSync(build)).toBe(true);
    expect(transform('var Form = React10.forwardRef(function Form2() {});', build).code).toBe(
      'var Form = /* @__PURE__ */ React10.forwardRef(function Form2() {});',
    );
  });
});
