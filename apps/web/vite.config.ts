import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2020',
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
});
