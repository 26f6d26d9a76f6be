import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const COMMON = /src[\\/]client[\\/](components|lib|features[\\/](catalogue|wishlist))[\\/]|src[\\/]shared[\\/]messages[\\/]catalogue\.|lucide-react/;
const DIALOG_FRAMES = /components[\\/]ui[\\/](dialog|toast-viewport)\./;
// The billing fields and their texts: the checkout's and the dashboard's only, not every page's first load.
const BUYING_ONLY = /components[\\/]form[\\/]billing-fields\./;
// The admin area's frame and refusal, and what only its desks share (a desk's page frame, a pager, a list's states,
// filter buttons, a search box, a write's toasts, the catalogue reads a desk change marks old): its pages' only, not every page's first load.
const ADMIN_ONLY = /components[\\/]states[\\/](admin-only|load-failed|list-states|row-skeleton)\.|components[\\/]layout[\\/]desk-page\.|components[\\/]form[\\/]search-box\.|components[\\/]ui[\\/](pressed-group|toast-write)\.|shell[\\/]admin-area\.|components[\\/]ui[\\/]pager\.|lib[\\/](catalogue-reads|use-debounced)\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]search\./;
// The 3D view's dialog and scene (three.js, ~160 KB gzipped): loaded when a customer asks for the view,
// never with a page (decision 0026). Only its button travels in the common chunk.
const VIEWER_ONLY = /components[\\/]model-view[\\/]model-(dialog|scene)\./;
// Small modules two pages share, kept in the common chunk rather than a chunk of their own each: on a
// phone's connection a request costs a round trip where a kilobyte costs a few milliseconds.
const SMALL_SHARED = /shared[\\/]piece-figures\.|features[\\/](design-lab[\\/](design-card|api[\\/]recent-designs)|auth[\\/](auth-storage|use-welcome-toast)|bag[\\/](quantity-stepper|line-image|add-to-bag|api[\\/]add-bag-line))\./;

// The auth and order calls with their helpers and texts (see the groups below), not the ones every page's shell makes.
const AUTH_CALLS = /features[\\/]auth[\\/](api[\\/](?!current-user|logout|refresh-session)[\w-]+|sign-in|link-params)\.|contracts[\\/]routes[\\/]auth\./;
// The order documents' download button travels with them (issue 26): the pages that offer a PDF load that chunk already.
const ORDER_CALLS = /features[\\/]orders[\\/](api[\\/][\w-]+|order-format|download-button|save-file)\.|contracts[\\/]routes[\\/]orders\.|messages[\\/]orders\./;

// The cores of the four faces the shop loads (DESIGN.md; scripts/subset-fonts.ts), preloaded from the
// HTML so they arrive with the scripts; their `-latin` files are fetched only for a character the
// core lacks. Every page's first screen uses all four (its headings are 500, the wordmark 600, its
// buttons and labels Jost 500); found only by the first render, two arrived after it (decision 0015).
const PRELOADED_FONTS = /\/(cormorant-garamond-(500|600)|jost-(400|500))-core-[\w-]+\.woff2$/;

/**
 * The favicon (325 bytes) inside the page: as a file it was one more request on a phone's connection
 * before the page's largest paint (decision 0018). public/favicon.svg stays for whatever links to it.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'aurum:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)), 'utf8');
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}"`);
    },
  };
}

/**
 * What the server needs to start each page's downloads at once (src/server/http/client-app.ts):
 * `.vite/page-preloads.json` maps a page (src/client/pages/<name>.tsx) to the scripts and styles it
 * needs beyond the entry's, which the server sends as modulepreload and stylesheet links.
 */
function pagePreloads(): Plugin {
  return {
    name: 'aurum:page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => PRELOADED_FONTS.test(`/${f}`));
        return fonts.map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const closure = (file: string, seen = new Set<string>()) => {
        if (!seen.has(file)) {
          seen.add(file);
          for (const i of chunks.get(file)?.imports ?? []) closure(i, seen);
        }
        return seen;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const inEntry = closure(entry.fileName);
      const pages: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const chunk of chunks.values()) {
        const page = chunk.isDynamicEntry && chunk.facadeModuleId?.match(/src\/client\/pages\/([\w-]+)\.tsx$/)?.[1];
        if (!page) continue;
        const files = [...closure(chunk.fileName)].filter((f) => !inEntry.has(f));
        const styles = files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
        pages[page] = { scripts: files.map((f) => `/${f}`), styles: [...new Set(styles)].map((f) => `/${f}`) };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/page-preloads.json', source: JSON.stringify(pages, null, 1) });
    },
  };
}

/** Brotli (quality 11) and gzip twins of every text asset, served as they are by the static handler. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'aurum:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(outDir, file);
        const body = readFileSync(full);
        if (body.length < 1024) continue;
        writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(), inlineFavicon(), precompress()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      // Preact's React compatibility layer instead of React DOM: ~55 KB gzipped less in every page's
      // first load (decision 0008). Exact specifiers only, so react-dom/client and the JSX runtime
      // resolve to their compat twins.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      // React Router's production build: the package's exports name only its development build,
      // which differs in one flag (ENABLE_DEV_WARNINGS) and keeps the warnings' code in the bundle.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      // preact/compat with a document-wide useId (src/client/lib/react-compat.ts says why).
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/client/lib/react-compat.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // three.js in the 3D view's own chunk (640 KB raw) is the one chunk over Vite's 500 KB warning; it
    // loads only when asked (decision 0026).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically in one chunk, and the small pieces pages share
        // (buttons, frames, icons, the catalogue's cards and texts, SMALL_SHARED) in another: the
        // catalogue's and the home's pages are then three requests (decision 0018).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // Not the dialog and toast frames: a group takes its modules' dependencies along (Radix).
            { name: 'common', test: (id) => (COMMON.test(id) || SMALL_SHARED.test(id)) && !DIALOG_FRAMES.test(id) && !BUYING_ONLY.test(id) && !ADMIN_ONLY.test(id) && !VIEWER_ONLY.test(id), minShareCount: 2, priority: 1 },
            // An area's calls (one small file each, features/<area>/api/) travel as one chunk, as one file of
            // them did: a page of the area then fetches one script for them, not one per call it shares.
            { name: 'auth-api', test: AUTH_CALLS, priority: 1 },
            { name: 'orders-api', test: ORDER_CALLS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the client talks to the API server started beside it (npm run dev).
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
