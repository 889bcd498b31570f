import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The Fastify server that serves RPC, auth, media and the listening socket in development. */
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/rpc': apiOrigin,
      '/api': apiOrigin,
      '/healthz': apiOrigin,
      '/media': apiOrigin,
      '/dev/outbox': apiOrigin,
      '/ws': { target: apiOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads it to hold the first page and each lazy chunk to budget.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its chunk stays cached across releases.
        // Everything else splits along the lazy imports (ADR 0010); a feature's shared
        // code travels as one chunk rather than many tiny ones.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              // The catalogue's pages share most of their code: one chunk, not dozens of tiny ones.
              name: 'catalog',
              test: /src[\\/]features[\\/]catalog[\\/]/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // A busy 2-core CI box can take seconds to render a page; the assertions stay the same.
    testTimeout: 15_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
