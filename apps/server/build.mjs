// Bundles the server into one ESM file. npm packages stay external and load from node_modules;
// the workspace's own packages are TypeScript source, so they are bundled in.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ffe/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
