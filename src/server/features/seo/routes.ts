/** robots.txt and the sitemap, for search engines (issue 26, point 6). Neither is an API call: no contract. */
import type { App } from '../../http/context';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

export function seoRoutes(app: App) {
  const { config, database } = app.ctx;
  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots));

  // Read from the catalogue on each request (one query), so it is as current as the catalogue.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.query as { part?: string }).part;
    const part = raw === undefined ? null : /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
    const xml = part === -1 ? null : await sitemapXml(database.db, config.publicUrl, part);
    if (xml === null) return reply.code(404).send({ error: `Not found: sitemap part ${raw}` });
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
}
