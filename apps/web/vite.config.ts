/**
 * Vite build of the traveller web app. In one-machine mode the API serves `dist/` at `/`; in
 * development Vite serves the app and forwards `/api` (including the SSE stream) to the API.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The contracts package is a CommonJS workspace link, not a file under node_modules, so Vite
  // would serve it untransformed in dev; pre-bundling turns it into ESM the browser can import.
  optimizeDeps: { include: ['@safetrails/contracts', '@safetrails/scoring'] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
