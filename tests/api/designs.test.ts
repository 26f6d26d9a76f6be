import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { createTestShop, shopForTests } from '../helpers/test-app';

const shop = shopForTests();
beforeAll(async () => {
  for (let i = 0; i < 14; i++) await createDesign(shop.database.db, { name: `Pet ${i}`, category: 'pets-animals' });
  for (let i = 0; i < 3; i++) await createDesign(shop.database.db, { name: `Leaf ${i}`, category: 'nature-elements' });
  await createDesign(shop.database.db, { name: 'Private', category: 'pets-animals', isPublic: false, source: 'generated' });
});

const generate = (body: unknown, ip?: string) => request(shop, 'POST', '/api/designs/generate', { ip, body });

describe('POST /api/designs/generate', () => {
  it('draws a subject beyond the hand-drawn motifs, and says so when it shows only the nearest it has', async () => {
    const owl = (await generate({ prompt: 'an owl perched on a book' })).json();
    expect(owl.name).toMatch(/Owl/);
    expect(owl.name).not.toMatch(/Monogram|O\.P\.B\./);
    expect(owl.note).toBeNull();
    const cello = (await generate({ prompt: 'a cello' })).json();
    expect(cello.note).toBe("We couldn't draw 'cello' yet, so this shows the nearest we have: a violin. Request a quote and an artisan will draw it by hand.");
    // The note answers the one who asked; the stored design and its page carry none.
    expect((await request(shop, 'GET', `/api/designs/${cello.id}`)).json()).not.toHaveProperty('note');
  });

  it('draws, stores and answers a priced design with its own page and images', async () => {
    const res = await generate({ prompt: 'a sleeping fox curled around a crescent moon', designStyle: 'Celestial', material: 'Rose Gold', finish: 'Polished', category: 'charm', gemstones: [], generateImage: true });
    expect(res.statusCode).toBe(200);
    const design = res.json();
    expect(design.name).toMatch(/Fox/);
    expect(design.name).not.toBe('Custom Design');
    expect(design.description).toMatch(/rose gold/i);
    expect(design.price).toBeGreaterThan(0);
    expect(design.silverPrice).toBe(Math.round(design.price * 0.65));
    expect(Number(design.silverWeight)).toBeCloseTo(Number(design.weight) * 0.54, 1);
    expect(design.category).toBe('pets-animals');
    for (const url of [design.imageUrl, design.silverImageUrl, design.imagePngUrl, design.silverImagePngUrl]) {
      expect(url).toMatch(/^\/uploads\/designs\/.+\.(svg|png)$/);
      expect(existsSync(path.join(shop.config.dataDir, url))).toBe(true);
    }
    const page = await request(shop, 'GET', `/api/designs/${design.id}`);
    expect(page.json()).toMatchObject({ id: design.id, name: design.name, price: design.price });
    const png = await request(shop, 'GET', design.imagePngUrl);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('applies the spec’s defaults and reads an empty style (Restart) as None', async () => {
    const res = await generate({ prompt: 'a snowflake', designStyle: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ style: 'None', material: 'Yellow Gold', finish: 'Polished' });
  });

  it('gives the same design for the same seed and a new variation for another (Redo)', async () => {
    const a = (await generate({ prompt: 'an anchor and a compass', seed: 7 })).json();
    const b = (await generate({ prompt: 'an anchor and a compass', seed: 7 })).json();
    const c = (await generate({ prompt: 'an anchor and a compass', seed: 8 })).json();
    expect(b.name).toBe(a.name);
    expect(b.price).toBe(a.price);
    const svg = async (url: string) => (await request(shop, 'GET', url)).body;
    expect(await svg(b.imageUrl)).toBe(await svg(a.imageUrl));
    expect(await svg(c.imageUrl)).not.toBe(await svg(a.imageUrl));
  });

  it('shows generated designs in the recent feed, without their prompts, and not in the catalogue', async () => {
    const made = (await generate({ prompt: 'a bee on a honeycomb "Mia"' })).json();
    const recent = await request(shop, 'GET', '/api/designs/recent');
    expect(recent.statusCode).toBe(200);
    expect(recent.json()[0].id).toBe(made.id);
    expect(recent.body).not.toContain('honeycomb "Mia"');
    const catalogue = (await request(shop, 'GET', '/api/designs/public?limit=100')).json();
    expect(catalogue.designs.some((d: { id: string }) => d.id === made.id)).toBe(false);
  });

  it('refuses a blank or over-long prompt and options outside the lists, storing nothing', async () => {
    const before = (await request(shop, 'GET', '/api/designs/recent?limit=50')).json().length;
    const cases: [unknown, RegExp][] = [
      [{ prompt: '   ' }, /Please describe what you'd like to create/],
      [{}, /Please describe what you'd like to create/],
      [{ prompt: 'x'.repeat(1001) }, /1,?000|too long/i],
      [{ prompt: 'a star', designStyle: 'Art Deco' }, /designStyle|Invalid/],
      [{ prompt: 'a star', material: 'Platinum' }, /Yellow Gold/],
      [{ prompt: 'a star', finish: 'Matte' }, /Polished/],
      [{ prompt: 'a star', category: 'ring' }, /category|charm/i],
      [{ prompt: 'a star', seed: -1 }, /seed/],
    ];
    for (const [payload, message] of cases) {
      const res = await generate(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await request(shop, 'GET', '/api/designs/recent?limit=50')).json().length).toBe(before);
  });

  it('answers a readable 502 when the generator fails, and stores nothing', async () => {
    const broken = await createTestShop({}, { providers: { images: { name: 'broken', generate: async () => { throw new Error('upstream 500'); } } } });
    try {
      const res = await request(broken, 'POST', '/api/designs/generate', { body: { prompt: 'a star' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(/design studio/);
      expect(res.body).not.toContain('upstream');
    } finally {
      await broken.close();
    }
  });

  it('is rate-limited per IP with a readable 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await generate({ prompt: '' }, '10.8.0.1')).statusCode);
    // Refused prompts count too: the limit is checked before the work.
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await generate({ prompt: 'a star' }, '10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/rate limit/);
    expect((await generate({ prompt: '' }, '10.8.0.2')).statusCode).toBe(400);
  });
});

describe('GET /api/designs/public', () => {
  it('pages the catalogue twelve at a time with the total, by category', async () => {
    const first = (await request(shop, 'GET', '/api/designs/public?page=1&limit=12&category=pets-animals')).json();
    expect(first.total).toBe(14);
    expect(first.designs).toHaveLength(12);
    const last = (await request(shop, 'GET', '/api/designs/public?page=2&limit=12&category=pets-animals')).json();
    expect(last.designs).toHaveLength(2);
    const ids = new Set([...first.designs, ...last.designs].map((d: { id: string }) => d.id));
    expect(ids.size).toBe(14);
    expect((await request(shop, 'GET', '/api/designs/public?category=engagement')).json()).toMatchObject({ designs: [], total: 0 });
    expect((await request(shop, 'GET', '/api/designs/public?category=all&limit=100')).json().total).toBe(17);
  });

  it('answers a plain list for the showcase (limit 100) and refuses bad paging', async () => {
    expect((await request(shop, 'GET', '/api/designs/public?limit=100')).json().designs.length).toBe(17);
    for (const q of ['limit=101', 'page=0', 'page=-1', 'limit=abc', 'category=rings', 'page=1.5']) {
      const res = await request(shop, 'GET', `/api/designs/public?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });
});

describe('raster twins of a render (PNG for Download, WebP for pages)', () => {
  it('stores SVGs only, then draws the same renders’ PNG and WebPs from the design’s stored inputs, served as images', async () => {
    const { createDesign: create, renderMissingRasters } = await import('../../src/server/features/designs/create-design');
    const { createProceduralGenerator, renderRasters } = await import('../../src/server/providers/images');
    const deps = { db: shop.database.db, images: createProceduralGenerator(), storage: shop.app.ctx.storage, rasterize: (svg: string) => renderRasters(svg, 256) };
    const row = await create(deps, { prompt: 'a bee on a honeycomb', designStyle: 'Geometric', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 3, isPublic: true, source: 'catalogue' }, { rasters: false });
    const stored = (name: string) => existsSync(path.join(shop.config.dataDir, 'uploads', 'designs', row.id, name));
    const twins = ['gold.png', 'gold-384.webp', 'gold-768.webp', 'gold-1024.webp', 'silver.png', 'silver-384.webp', 'silver-768.webp', 'silver-1024.webp'];
    expect(twins.filter(stored)).toEqual([]);
    // Until a twin is drawn, its URL sends the browser to the SVG, and nobody keeps that answer.
    const early = await request(shop, 'GET', `/uploads/designs/${row.id}/gold-384.webp`);
    expect(early.statusCode).toBe(307);
    expect(early.headers.location).toBe(`/uploads/designs/${row.id}/gold.svg`);
    expect(early.headers['cache-control']).toBe('no-store');
    expect((await request(shop, 'GET', `/uploads/designs/${row.id}/gold-300.webp`)).statusCode).toBe(404);
    expect(await renderMissingRasters(deps, [row])).toBe(1);
    expect(twins.filter(stored)).toEqual(twins);
    expect(await renderMissingRasters(deps, [row])).toBe(0);

    // The design's answer names the PNG; the page's srcset rule (src/shared/render-variants.ts) names the WebPs.
    const design = (await request(shop, 'GET', `/api/designs/${row.id}`)).json();
    expect(design.imagePngUrl).toBe(`/uploads/designs/${row.id}/gold.png`);
    const { renderSrcSet } = await import('../../src/shared/render-variants');
    const srcset = renderSrcSet(design.silverImageUrl);
    expect(srcset).toBe(`/uploads/designs/${row.id}/silver-384.webp 384w, /uploads/designs/${row.id}/silver-768.webp 768w, /uploads/designs/${row.id}/silver-1024.webp 1024w`);
    for (const url of srcset!.split(', ').map((c) => c.split(' ')[0])) {
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      // A WebP file: RIFF....WEBP, as wide as its name says.
      expect(res.rawPayload.subarray(0, 4).toString('latin1') + res.rawPayload.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      const { default: sharp } = await import('sharp');
      expect((await sharp(res.rawPayload).metadata()).width, url).toBe(Number(url.match(/-(\d+)\.webp$/)![1]));
    }
  });
});
