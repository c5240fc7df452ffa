// Loaded with --import by scripts/test-on-node.sh: every process of a run on another Node (test workers and the
// servers they spawn alike, through NODE_OPTIONS) loads better-sqlite3's addon from the copy compiled for that Node,
// so the tree's own build, made for the machine's Node, stays untouched.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const addonPath = process.env.FFE_BETTER_SQLITE3_ADDON;
if (!addonPath) throw new Error('FFE_BETTER_SQLITE3_ADDON must name the better_sqlite3.node built for this Node');
const addonUrl = pathToFileURL(addonPath).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    // The bindings package requires the addon by its absolute path inside the package.
    return resolved.url.endsWith('/better-sqlite3/build/Release/better_sqlite3.node')
      ? { ...resolved, url: addonUrl }
      : resolved;
  },
});
