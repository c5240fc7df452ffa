import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const routerRoot = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionBuild = path.join(routerRoot, 'dist/production/index.mjs');
/** Its components and contexts are made by calls Rollup keeps unless told they have no side effects. */
const MAKERS = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * React Router 7 in the browser as lean as it ships (issue 17): its package names only its development build, warnings
 * included (remix-run/react-router#14102), and its `React.forwardRef(...)` components stay in a bundle whether used or
 * not (Form, ...). The browser build takes the production build and marks those calls pure, so unused ones drop out.
 */
export function leanReactRouter(): Plugin {
  return {
    name: 'ffe-lean-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionBuild : null;
    },
    transform(code, id) {
      if (!id.startsWith(path.join(routerRoot, 'dist/production'))) return null;
      return { code: code.replace(MAKERS, '= /* @__PURE__ */ $1'), map: null };
    },
  };
}
