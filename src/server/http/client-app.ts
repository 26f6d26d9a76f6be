/**
 * Serves the built client: hashed assets cached for a year (their brotli and gzip twins made at build
 * time), index.html never cached and filled with the shop's name and addresses, what crawlers read
 * of the page (title, description, canonical URL, robots, Open Graph, JSON-LD: features/seo) and
 * preload links for the requested page's own chunks, and every other page path answered with
 * index.html (the SPA's router shows the page, or its own 404). Unknown /api paths answer JSON 404s instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_READS, pageOf, type PageName } from '@shared/pages';
import { PAGE_PICTURE_SIZES, renderOfTwin, renderSrcSet } from '@shared/render-variants';
import type { Config } from '../config';
import { pageFacts, type PageFacts } from '../features/seo/page-facts';
import { jsonLdScript } from '../features/seo/structured-data';
import { UPLOADS_PREFIX } from '../providers/storage/storage';
import type { App } from './context';

const API_PREFIXES = ['/api/', '/api', '/uploads/', '/dev/', '/healthz'];

export async function registerClientApp(app: App, config: Config, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  const html = existsSync(indexFile) ? renderIndex(readFileSync(indexFile, 'utf8'), config) : null;
  const pageHtml = html ? withPagePreloads(html, readPagePreloads(clientDir)) : () => null;

  if (html) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text asset (vite.config.ts): no compressing per request.
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  // index.html for a page path: its preload links and first answers, what crawlers and link previews
  // read (title, description, canonical URL, Open Graph, JSON-LD: features/seo/page-facts.ts), and a
  // product's early read and picture.
  const sendIndex = async (reply: FastifyReply, pathname: string) => {
    const shown = pageOf(pathname.replace(/\/+$/, '') || '/');
    const page = pageHtml(shown.name);
    if (!page) return reply.code(503).send({ error: 'The shop’s pages are not built yet. Run `npm run build` (npm start does it for you).' });
    const [facts, answered] = await Promise.all([pageFacts(app.ctx.database.db, config, shown), withFirstAnswers(app, page, shown)]);
    const head = shown.name === 'product' ? productPreloads(shown.params.id, facts) : [];
    const filled = head.length ? answered.replace('</head>', `  ${head.join('\n    ')}\n  </head>`) : answered;
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withPageFacts(filled, facts, config));
  };
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply, '/'));
  app.get('/product/:id', { schema: { hide: true } }, (req, reply) => sendIndex(reply, `/product/${(req.params as { id: string }).id}`));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname);
    // A render's WebP twin not drawn yet: its SVG meanwhile, asked for again next time.
    const render = pathname.startsWith(UPLOADS_PREFIX) ? renderOfTwin(pathname) : null;
    if (render && (req.method === 'GET' || req.method === 'HEAD')) return reply.header('Cache-Control', 'no-store').redirect(render, 307);
    if (isApi || !isPage) {
      return reply.code(404).send({ error: `Not found: ${req.method} ${pathname}` });
    }
    return sendIndex(reply, pathname);
  });
}

type PagePreloads = Record<string, { scripts: string[]; styles: string[] }>;

function readPagePreloads(clientDir: string): PagePreloads {
  const file = path.join(clientDir, '.vite', 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : {};
}

/**
 * index.html for a page (@shared/pages): with modulepreload and stylesheet links for its chunks (made
 * once per page); a page the build's map does not name is the plain index.html, its chunk then
 * fetched after the entry's scripts.
 */
function withPagePreloads(html: string, preloads: PagePreloads): (name: PageName) => string {
  const made = new Map<string, string>();
  return (name) => {
    const page = preloads[name];
    if (!page) return html;
    let out = made.get(name);
    if (!out) {
      const links = [
        ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
        ...page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      ];
      out = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      made.set(name, out);
    }
    return out;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public API answers a page reads first and that are the same for every visitor (the page's
 * `inline` reads in @shared/pages, e.g. the collection landing's featured collections). They travel
 * inside the page, so its first render has them instead of waiting for a second round trip (main.tsx
 * puts them in the query cache before rendering). A product page's design is an early read instead (below).
 */
async function withFirstAnswers(app: Pick<App, 'inject'>, page: string, shown: ReturnType<typeof pageOf>): Promise<string> {
  const scripts: string[] = [];
  for (const read of PAGE_READS[shown.name]?.inline ?? []) {
    const { key, url } = pageRead(read, shown.params);
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) continue;
    // '<' escaped inside the JSON (only strings can hold one), so no text can close the script.
    scripts.push(`<script type="application/json" data-query-key="${escapeAttr(JSON.stringify(key))}">${res.body.replace(/</g, '\\u003c')}</script>`);
  }
  return scripts.length ? page.replace('</head>', `  ${scripts.join('\n    ')}\n  </head>`) : page;
}

/**
 * A page's read of an API path (`:name` filled from the page's params) and the client's query key of
 * it, as apiKey (src/client/lib/api.ts) makes it: the path cut at each param, the value in its place.
 */
function pageRead(path: string, params: Record<string, string>): { key: string[]; url: string } {
  const [head, ...rest] = path.split(/\/:(\w+)/);
  const key = [head];
  for (let i = 0; i < rest.length; i += 2) {
    key.push(params[rest[i]]);
    if (rest[i + 1]) key.push(rest[i + 1].slice(1));
  }
  return { key, url: key.join('/') };
}

/**
 * An API answer requested beside the scripts, under the client's query key: main.tsx starts that
 * read at once (it takes this download: same URL, same-origin credentials, as `fetch` sends) and
 * renders the page when the answer is in, so a product page's first paint is the piece, name and
 * picture, not a skeleton (decision 0015). Not inside the HTML like the collections' answer: tried
 * in sessions 3 to 5, that raised Lighthouse's blocking time (decisions 0010 and 0014).
 */
function earlyRead(key: string[]): string {
  return `<link rel="preload" as="fetch" href="${escapeAttr(key.join('/'))}" crossorigin="anonymous" data-query-key="${escapeAttr(JSON.stringify(key))}">`;
}

/** The picture a page is about, requested beside the scripts rather than after its first render. */
function earlyPicture(srcset: string): string {
  return `<link rel="preload" as="image" imagesrcset="${escapeAttr(srcset)}" imagesizes="${escapeAttr(PAGE_PICTURE_SIZES)}" fetchpriority="high">`;
}

/** A piece's page: its design's answer requested beside the scripts, and its picture when the piece exists. */
function productPreloads(id: string, facts: PageFacts): string[] {
  if (!UUID.test(id)) return [];
  const reads = (PAGE_READS.product?.early ?? []).map((read) => earlyRead(pageRead(read, { id }).key));
  const picture = facts.render ? renderSrcSet(facts.render) : undefined;
  return [...reads, ...(picture ? [earlyPicture(picture)] : [])];
}

/**
 * The page with what crawlers and link previews read, which run no script: its title and description,
 * `noindex`, the canonical URL and og:url (absolute, on PUBLIC_URL), Open Graph tags (the picture as an
 * absolute URL) and JSON-LD. Every value is escaped; JSON-LD by jsonLdScript.
 */
export function withPageFacts(page: string, facts: PageFacts, config: Config): string {
  const absolute = (url: string) => new URL(url, `${config.publicUrl}/`).href;
  const title = facts.title ? `${facts.title} — ${config.shopName}` : config.shopName;
  const og = facts.og
    ? [
        ['og:title', facts.title ?? config.shopName],
        ['og:type', facts.og.type],
        ['og:site_name', config.shopName],
        ...(facts.description ? [['og:description', facts.description]] : []),
        ...(facts.canonical ? [['og:url', absolute(facts.canonical)]] : []),
        ...(facts.og.image ? [['og:image', absolute(facts.og.image)]] : []),
      ]
    : [];
  const tags = [
    ...(facts.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(facts.canonical ? [`<link rel="canonical" href="${escapeAttr(absolute(facts.canonical))}" />`] : []),
    ...og.map(([property, content]) => `<meta property="${property}" content="${escapeAttr(content)}" />`),
    ...(facts.jsonLd ?? []).map(jsonLdScript),
  ];
  let out = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(title)}</title>`);
  if (facts.description) out = out.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttr(facts.description)}$2`);
  // index.html's own og:title and og:type give way to the page's.
  if (og.length) out = out.replace(/\s*<meta property="og:(title|type)"[^>]*>/g, '');
  return tags.length ? out.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : out;
}

/** Fills the meta tags the client reads (shop name, published addresses) and the title. */
export function renderIndex(template: string, config: Config): string {
  const metas: Record<string, string> = {
    'shop:name': config.shopName,
    'shop:support-email': config.supportEmail,
    'shop:careers-email': config.careersEmail,
    'og:title': config.shopName,
    // Which card field the checkout shows, and the key Stripe.js needs (public by design).
    'shop:payments': config.stripe ? 'stripe' : config.paymentsTestMode ? 'test' : 'none',
    'shop:stripe-key': config.stripe?.publishableKey ?? '',
  };
  let out = template;
  for (const [name, value] of Object.entries(metas)) {
    out = out.replace(new RegExp(`(<meta\\s+(?:name|property)="${name}"\\s+content=")[^"]*(")`), `$1${escapeAttr(value)}$2`);
  }
  return out.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(config.shopName)}</title>`);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
