/**
 * What a server process that a test starts with its own environment keeps of this run's Node: NODE_OPTIONS and the
 * better-sqlite3 addon that scripts/test-on-node.sh compiles for another Node, without which that child could not
 * open SQLite there. Empty on a plain run.
 */
export function childNodeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const name of ['NODE_OPTIONS', 'FFE_BETTER_SQLITE3_ADDON']) {
    if (env[name]) kept[name] = env[name];
  }
  return kept;
}
