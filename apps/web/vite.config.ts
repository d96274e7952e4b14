import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';
import { trimBootstrap } from './build/trim-bootstrap.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), trimBootstrap(), routePreload(), inlineEntryCss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // Small shared modules are copied into the chunks that use them instead of each becoming a file of its
    // own: a page's code arrives in a few files, not thirty (over HTTP/1.1 a browser fetches six at a time).
    // Inlining needs the entry's exports left free (nothing imports the app's entry).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/storage': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/storage': { target: api, changeOrigin: true },
    },
  },
});
