/**
 * Vite build of the moderation and audit console. In one-machine mode the API serves `dist/` at
 * `/admin`; in development Vite serves the console and forwards its API calls to the API.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Brotli and gzip copies beside every text asset over 1 KB; the API serves whichever the
    // browser accepts (@fastify/static's preCompressed), so nothing is compressed per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The workspace packages are CommonJS links, not files under node_modules: pre-bundle them for dev.
  optimizeDeps: { include: ['@safetrails/contracts', '@safetrails/scoring'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // react-admin and Material UI make one chunk over Vite's 500 kB warning; split by library
        // so each stays under it and caches apart from the console's own code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            // recharts and its d3 and redux helpers: the dashboard and audit charts.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@reduxjs|redux|reselect|immer)[\\/]/,
            },
            { name: 'react-admin', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/admin-api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
});
