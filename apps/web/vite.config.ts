import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanReactRouter } from '../../tools/vite/lean-react-router';
import { precompress } from '../../tools/vite/precompress';

const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always production React: NODE_ENV=development (the README's default) decides only the server's ways.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) {
    // The server's rendering entry (issue 17): one file the server imports at run time, with every package inside,
    // as antd-mobile's modules import CSS that Node cannot load.
    return {
      plugins: [react()],
      publicDir: false,
      ssr: { noExternal: true },
      // Production React on the server too, whatever NODE_ENV the server runs with (the README's default is development).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true },
    };
  }
  return {
    plugins: [leanReactRouter(), react(), precompress()],
    // React 19 has useSyncExternalStore: react-i18next's shim of it for React 17 would only add its fallback.
    resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' }] },
    build: {
      // Phones from 2021 on (iOS 15, Chromium 91): their class fields and private members ship as written, not as
      // helpers, which is smaller (issue 17); every browser of that age runs it.
      target: ['chrome91', 'edge91', 'firefox90', 'safari15'],
      // The server finds a page's chunk and CSS here, to inline what its first view needs.
      manifest: true,
      // The first load of / stays small: React and the router in one cacheable chunk, pages lazy.
      rollupOptions: {
        output: {
          manualChunks: {
            react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          },
        },
      },
    },
    server: {
      proxy: { '/api': { target: apiServer, ws: true }, '/images': apiServer, '/healthz': apiServer },
    },
  };
});
