import { describe, expect, it } from 'vitest';
import { childNodeEnv } from './child-processes';

describe('the environment a test passes on to a server process it starts', () => {
  it('keeps the run’s NODE_OPTIONS and the addon compiled for another Node, and nothing else', () => {
    const env = {
      NODE_OPTIONS: '--import=/repo/scripts/node-addon-hook.mjs',
      FFE_BETTER_SQLITE3_ADDON: '/tmp/ffe-node24/better-sqlite3/build/Release/better_sqlite3.node',
      TOKEN_SECRET: 'not for children',
    };
    expect(childNodeEnv(env)).toEqual({
      NODE_OPTIONS: '--import=/repo/scripts/node-addon-hook.mjs',
      FFE_BETTER_SQLITE3_ADDON: '/tmp/ffe-node24/better-sqlite3/build/Release/better_sqlite3.node',
    });
  });

  it('adds nothing on a run on the machine’s Node', () => {
    expect(childNodeEnv({ PATH: '/usr/bin', NODE_OPTIONS: '' })).toEqual({});
  });
});
