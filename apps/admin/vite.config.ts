import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress';

const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => {
  // A build is always production React: NODE_ENV=development (the README's default) decides only the server's ways.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // The server serves the console at /admin/, beside the shop, from the same port.
    base: '/admin/',
    plugins: [react(), precompress()],
    build: {
      target: 'es2020',
      // antd's core (layout, menu, form) loads with the frame as one piece; a desktop console on the shop's own port.
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        output: {
          // React and the router change less often than the console's pages, so they stay cached across releases;
          // antd's components go with the pages that use them (the tables and date pickers are not needed to sign in).
          manualChunks: {
            react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          },
        },
      },
    },
    server: {
      port: 5174,
      proxy: { '/api': { target: apiServer, ws: true }, '/images': apiServer, '/uploads': apiServer },
    },
    preview: { port: 4174 },
  };
});
