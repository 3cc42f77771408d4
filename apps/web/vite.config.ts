/**
 * Vite build of the traveller web app. In one-machine mode the API serves `dist/` at `/`; in
 * development Vite serves the app and forwards `/api` (including the SSE stream) to the API.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Brotli and gzip copies beside every text asset over 1 KB; the API serves whichever the
    // browser accepts (@fastify/static's preCompressed), so nothing is compressed per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The contracts package is a CommonJS workspace link, not a file under node_modules, so Vite
  // would serve it untransformed in dev; pre-bundling turns it into ESM the browser can import.
  optimizeDeps: { include: ['@safetrails/contracts', '@safetrails/scoring'] },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
