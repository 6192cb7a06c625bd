import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
// With their extensions: Vite's coming native config loader (Node's own) needs them, and it says
// so on every build until they are there.
import { fontFallbacks } from './scripts/vite/font-fallbacks.ts';
import { PRODUCT_NAME } from './shared/brand.ts';

const THEME = '#0a1730';

// The web app lives in app/; the API (api/) serves dist/ in production and sits behind the
// dev server's /api proxy during development, so the browser always talks to one origin.
export default defineConfig({
  root: 'app',
  publicDir: '../public',
  // @shared/* is the wire contract (schemas, answer types, plans, messages) both sides import.
  resolve: {
    tsconfigPaths: true,
    // The results import's reader (shared/results-csv-lines.ts) runs on the admin's import page
    // too: csv-parse's browser module is the same parser without Node's Buffer.
    alias: { 'csv-parse/sync': 'csv-parse/browser/esm/sync' },
  },
  plugins: [
    react(),
    fontFallbacks(),
    VitePWA({
      // Our own service worker (app/sw.ts): precache plus push handling; see the comments there.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // The app registers it itself (app/lib/pwa.ts) to offer "reload to update".
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // One classic script, as every browser runs a service worker; the plugin's 'es' build
        // passes rolldown an option it reports as deprecated on every build.
        rollupFormat: 'iife',
        // The whole shell, so every route opens offline. Store screenshots are only for the
        // install sheet and are fetched by the browser when it shows it.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // chart.js (the track record's chart, a third of the shell's size) is fetched by that page
        // alone; its figures need the network anyway.
        globIgnores: ['screenshots/**', 'assets/chart-setup-*'],
      },
      manifest: {
        id: '/',
        name: `${PRODUCT_NAME}: daily 3 & 4 digit lottery predictions`,
        short_name: PRODUCT_NAME,
        description: "Today's VIP 3 and 4 digit lottery predictions and the full archive, readable offline, with a notification when new numbers are published.",
        lang: 'en',
        start_url: '/predictions',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: THEME,
        categories: ['entertainment', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshots/phone-predictions.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: "Today's predictions on a phone" },
          { src: '/screenshots/desktop-home.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The home page' },
        ],
        shortcuts: [
          { name: "Today's predictions", url: '/predictions', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'Past predictions', url: '/past-predictions', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of the text files, made once here at the highest levels: the server
    // sends them to browsers that take them (api/platform/http/static-site.ts) instead of compressing per
    // request. index.html is left out: the server adds the operator's calendar to it and
    // compresses that copy itself.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      exclude: /(^|\/)index\.html$/,
      threshold: 512,
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Rolldown's timing report fires when a build takes over 3 s and JavaScript callbacks take
      // most of it: on these shared cores it named Vite's own import analysis (2 s under load, tens
      // of ms measured inside it when idle: the cost of handing the finished bundle to JavaScript)
      // and the PWA plugin's service-worker build, which runs inside this build's closeBundle.
      // Neither is a plugin of ours to change, and the dump buried each `npm start`'s output;
      // errors and every other warning still print.
      checks: { bundlerTimings: false },
      // Required by the inlining below: the entry's exports are the app's own, nobody imports them.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Each page is its own chunk, and by default every small module two pages share (a
          // component, a hook, a wire helper) became a chunk of its own: /predictions fetched
          // twelve files of 0.3 to 2 KB after the entry, a round trip each on a phone's
          // connection. Rolldown copies such common chunks (under 20 KB of source) into the
          // pages that use them, with one module state kept by its runtime. 20 KB takes in the
          // API client (hono/client and app/lib/api-client.ts, 14 KB): the home page's first
          // download does without it (bench: start-up JavaScript), and the pages that call the API
          // carry a copy (2.9 KB gzip each) rather than fetch it as one more file. Modules with styles
          // stay files, so no rule is repeated in two pages' sheets (the styles the busiest pages
          // share are in the sheet every page loads: app/main.tsx). /predictions now fetches its
          // own chunk only; Lighthouse, interleaved with the build before: 8 of 9 runs at 95 or
          // more against 6 of 9, first paint 1.9 s against 2.0 to 2.1. The cost: the module
          // wrappers this needs (strictExecutionOrder) add about 2.3 KB gzip to the start-up
          // JavaScript. The option is marked experimental: check the build's chunk list when
          // upgrading rolldown or Vite.
          experimentalInlineCommonChunks: { maxSize: 20 * 1024, exclude: /\.css(\?|$)/ },
          // React, React DOM and the router in one file of their own: every page needs them first, one
          // file compresses better than three (bench: start-up JavaScript, 0.9 KB gzip less), and a
          // release of the app's own code leaves it cached in the browser.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
