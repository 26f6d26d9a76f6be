/**
 * Serves the built client: hashed assets cached for a year (their brotli and gzip twins made at build
 * time), index.html never cached and filled with the shop's name and addresses plus preload links
 * for the requested page's own chunks, and every other page path answered with index.html (the SPA's
 * router shows the page, or its own 404). Unknown /api paths answer JSON 404s instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PAGE_READS, pageOf, type PageName } from '@shared/pages';
import { PAGE_PICTURE_SIZES, renderOfTwin, renderSrcSet, renderTwinUrl } from '@shared/render-variants';
import type { Config } from '../config';
import { UPLOADS_PREFIX } from '../providers/storage/storage';
import { designs } from '../db/schema';
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

  // index.html for a page path: its preload links and first answers, and a product's preview and early read when there are.
  const sendIndex = async (reply: FastifyReply, pathname: string, preview: Preview | null = null, head: string[] = []) => {
    const shown = pageOf(pathname.replace(/\/+$/, '') || '/');
    const page = pageHtml(shown.name);
    if (!page) return reply.code(503).send({ error: 'The shop’s pages are not built yet. Run `npm run build` (npm start does it for you).' });
    const answered = await withFirstAnswers(app, page, shown);
    const filled = head.length ? answered.replace('</head>', `  ${head.join('\n    ')}\n  </head>`) : answered;
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(preview ? withPreview(filled, preview, config) : filled);
  };
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply, '/'));

  // Link previews (messengers, social sites) do not run scripts: a product page's own title,
  // description and picture are written into the page the server sends.
  app.get('/product/:id', { schema: { hide: true } }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const piece = UUID.test(id);
    const preview = html && piece ? await productPreview(app, id) : null;
    const picture = preview?.render ? renderSrcSet(preview.render) : undefined;
    const reads = (PAGE_READS.product?.early ?? []).map((read) => earlyRead(pageRead(read, { id }).key));
    const head = piece ? [...reads, ...(picture ? [earlyPicture(picture)] : [])] : [];
    return sendIndex(reply, `/product/${id}`, preview, head);
  });

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

/** A piece's page preview: its `render` is the stored SVG, whose PNG twin is the Open Graph image. */
interface Preview { title: string; description: string; render: string | null; path: string }

async function productPreview(app: App, id: string): Promise<Preview | null> {
  const [design] = await app.ctx.database.db.select({ name: designs.name, description: designs.description, imageUrl: designs.imageUrl })
    .from(designs).where(eq(designs.id, id));
  if (!design) return null;
  return { title: design.name, description: design.description, render: design.imageUrl, path: `/product/${id}` };
}

/** The page with a piece's title, description and Open Graph tags (values escaped; the image as an absolute URL). */
export function withPreview(page: string, preview: Preview, config: Config): string {
  const image = renderTwinUrl(preview.render, '.png') ?? preview.render;
  const tags = [
    ['og:title', preview.title], ['og:description', preview.description], ['og:type', 'product'],
    ['og:url', `${config.publicUrl}${preview.path}`], ...(image ? [['og:image', `${config.publicUrl}${image}`]] : []),
  ].map(([property, content]) => `<meta property="${property}" content="${escapeAttr(content)}" />`).join('\n    ');
  return page
    .replace(/\s*<meta property="og:(title|type)"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(`${preview.title} — ${config.shopName}`)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttr(preview.description)}$2`)
    .replace('</head>', `  ${tags}\n  </head>`);
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
