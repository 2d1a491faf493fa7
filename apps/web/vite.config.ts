import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageChunkName } from './page-chunks.ts';

const webPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
/** The pinned Mantine version (apps/web/package.json; build-time, so a dev dependency), shown on /diagnostic. */
const mantineVersion = webPackage.devDependencies['@mantine/core'];

export default defineConfig({
  plugins: [react()],
  define: {
    __UI_LIBRARY_VERSION__: JSON.stringify(`Mantine ${mantineVersion}`),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/build.mjs to link each prerendered route's chunks and CSS.
    manifest: true,
    // Small images inline, except SVGs: as files they stay out of the JavaScript (a data URL in a chunk is
    // parsed as script and gzips poorly; the brand marks were 0.8 kB of every page's JS).
    assetsInlineLimit: (file: string, content: Buffer) => !file.endsWith('.svg') && content.length < 2048,
    // Every browser a student's phone runs today follows <link rel="modulepreload"> (Chromium, Safari 17+,
    // Firefox 115+): no polyfill in the first chunk. An older one still works, it just fetches each chunk
    // when it is imported.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { main: 'index.html', authCallback: 'auth-callback.html' },
      output: {
        // Fewer, larger chunks on the main pages' paths (page-chunks.ts).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: pageChunkName(), debugName: 'page-chunks' }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/idp': 'http://localhost:3000',
    },
  },
});
