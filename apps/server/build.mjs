// Bundles the server into ESM. npm packages stay external and load from node_modules;
// the workspace's own packages are TypeScript source, so they are bundled in. Split, so a driver
// imported only when configured (S3 storage) loads its SDK only then.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ffe/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
