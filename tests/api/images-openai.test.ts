/**
 * The OpenAI image adapter against a local HTTP server on 127.0.0.1 that answers like OpenAI's API
 * (POST /v1/images/generations with a PNG in b64_json, POST /v1/chat/completions with the JSON in
 * choices[0].message.content), recording what it was sent. Never the internet.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImageProvider, renderPng, type DesignRequest } from '../../src/server/providers/images';
import { createOpenAiImageProvider, OpenAiProviderError, weightFromMeasures, type OpenAiImageProviderOptions } from '../../src/server/providers/images/openai';
import { priceCents } from '../../src/server/providers/images/procedural/price';
import { request } from '../helpers/api';
import { chatCompletion, startFakeApi, unknownRoute, type FakeApi } from '../helpers/fake-api';
import { createTestShop, testConfig } from '../helpers/test-app';

const API_KEY = 'test-key';
/** A small real PNG (16 px of gold), made with the project's own renderer. */
const PNG = renderPng('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#d4af37"/><circle cx="8" cy="8" r="5" fill="#fff3c4"/></svg>', 16);

const ANSWER = {
  name: 'Moonlit Fox Charm',
  description: 'A sleeping fox curls around a crescent moon on a Celestial disc of 14k rose gold with a soft brushed satin finish.',
  widthMm: 21.5,
  heightMm: 27,
  thicknessMm: 1.2,
  motifs: ['fox', 'moon'],
  category: 'pets-animals',
  engraving: 'Mia',
};

type Mode = 'ok' | 'fail' | 'bad-json' | 'wrong-shape' | 'hang';

let api: FakeApi<Record<string, unknown>>;
let baseUrl: string;
let mode: Mode = 'ok';
let chatContent = JSON.stringify(ANSWER);

beforeAll(async () => {
  api = await startFakeApi((req, send) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'fail') {
      // An upstream body that quotes the key, as OpenAI's 401 does: it must not reach our messages.
      return send(500, { error: { message: `Upstream exploded; key ${API_KEY} rejected; secret detail`, type: 'server_error', code: null } });
    }
    if (req.method === 'POST' && req.url === '/v1/images/generations') {
      return send(200, { created: 1_700_000_000, data: [{ b64_json: PNG.toString('base64') }], usage: { total_tokens: 10 } });
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      return send(200, chatCompletion(mode === 'bad-json' ? 'Sure! Here is your design: {name: Fox' : mode === 'wrong-shape' ? JSON.stringify({ name: 'Fox' }) : chatContent));
    }
    send(404, unknownRoute);
  });
  baseUrl = `${api.origin}/v1`;
});

afterAll(() => api.close());

beforeEach(() => {
  mode = 'ok';
  chatContent = JSON.stringify(ANSWER);
  api.requests.length = 0;
});

const provider = (opts: Partial<OpenAiImageProviderOptions> = {}) =>
  createOpenAiImageProvider({ apiKey: API_KEY, baseUrl, chatRetries: 0, ...opts });

const REQUEST: DesignRequest = {
  prompt: 'a sleeping fox curled around a crescent moon "Mia"',
  designStyle: 'Celestial',
  metal: 'Rose Gold',
  finish: 'Brushed',
  form: 'charm',
  seed: 42,
};

const find = (suffix: string) => {
  const r = api.requests.find((q) => q.url === `/v1${suffix}`);
  if (!r) throw new Error(`no request to ${suffix}`);
  return r;
};

describe('the OpenAI image provider', () => {
  it('asks the image and the chat model with the request’s words, the key and the JSON schema', async () => {
    await provider().generate(REQUEST);
    expect(api.requests).toHaveLength(2);
    for (const r of api.requests) expect(r.headers.authorization).toBe(`Bearer ${API_KEY}`);

    const image = find('/images/generations').body;
    expect(image).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024', output_format: 'png' });
    const prompt = String(image.prompt);
    expect(prompt).toContain('a sleeping fox curled around a crescent moon');
    expect(prompt).toMatch(/celestial/i); // style
    expect(prompt).toContain('14k rose gold'); // metal
    expect(prompt).toMatch(/brushed/i); // finish
    expect(prompt).toMatch(/single charm/); // form
    expect(prompt).toMatch(/ivory background/);
    expect(prompt).toContain('"Mia"'); // the quoted engraving

    const chat = find('/chat/completions').body;
    expect(chat.model).toBe('gpt-4o-mini');
    expect(chat.seed).toBe(42);
    const format = chat.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[]; properties: Record<string, { enum?: string[] }> } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['name', 'description', 'widthMm', 'heightMm', 'thicknessMm', 'motifs', 'category', 'engraving', 'couldNotDraw']);
    expect(format.json_schema.schema.properties.category.enum).toHaveLength(9);
    const words = JSON.stringify(chat.messages);
    for (const w of ['a sleeping fox curled around a crescent moon', 'Celestial', '14k rose gold', 'Brushed', 'charm']) expect(words).toContain(w);
  });

  it('answers the chat’s name and description, its measures, the shared price model and an SVG holding the PNG', async () => {
    const render = await provider().generate(REQUEST);
    expect(render.name).toBe(ANSWER.name);
    expect(render.description.startsWith(ANSWER.description)).toBe(true);
    expect(render.description).toContain('21.5 × 27 mm');
    expect(render).toMatchObject({ widthMm: 21.5, heightMm: 27, category: 'pets-animals', motifs: ['fox', 'moon'], engraving: 'Mia' });

    const weight = weightFromMeasures({ widthMm: 21.5, heightMm: 27, thicknessMm: 1.2, form: 'charm' });
    expect(render.weightGrams).toBe(weight);
    expect(weight).toBeGreaterThan(2);
    expect(weight).toBeLessThan(8);
    const price = priceCents({ weightGrams: weight, motifCount: 2, style: 'Celestial', finish: 'Brushed', metal: 'Rose Gold', form: 'charm', engravingChars: 3 });
    expect(render.priceCents).toBe(price);
    expect(render.priceCents).toBeGreaterThan(0);
    expect(render.priceCents % 100).toBe(0);

    const dataUri = `data:image/png;base64,${PNG.toString('base64')}`;
    expect(render.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512"/);
    expect(render.svg).toContain(`href="${dataUri}"`);
    expect(render.svg).not.toContain('feColorMatrix');
    expect(render.silverSvg).toContain(`href="${dataUri}"`);
    expect(render.silverSvg).toContain('<feColorMatrix type="matrix"');
    for (const svg of [render.svg, render.silverSvg]) {
      const png = renderPng(svg);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1024); // IHDR width
    }
    // The silver render really is grey: its centre pixel differs from the gold one.
    expect(renderPng(render.silverSvg, 64).equals(renderPng(render.svg, 64))).toBe(false);
  });

  it('passes on the model’s own word on what it could not draw, as the design’s note', async () => {
    expect((await provider().generate(REQUEST)).note).toBeNull();
    const sentence = "We couldn't show the team's logo, so this shows a soccer ball. Request a quote and an artisan will draw it by hand.";
    chatContent = JSON.stringify({ ...ANSWER, couldNotDraw: sentence });
    expect((await provider().generate(REQUEST)).note).toBe(sentence);
  });

  it('keeps one image for a piece asked in sterling silver', async () => {
    const render = await provider().generate({ ...REQUEST, metal: 'Sterling Silver' });
    expect(render.silverSvg).toBe(render.svg);
    expect(String(find('/images/generations').body.prompt)).toContain('.925 sterling silver');
  });

  it('keeps sizes within what the workshop casts and engraves only what the prompt holds', async () => {
    chatContent = JSON.stringify({ ...ANSWER, widthMm: 900, heightMm: 0.5, thicknessMm: 9, engraving: 'Forever Yours', motifs: ['Fox', 'fox', ' Moon ', 'star', 'sun'] });
    const render = await provider().generate({ ...REQUEST, prompt: 'a fox and the moon' });
    expect(render).toMatchObject({ widthMm: 70, heightMm: 5, engraving: null, motifs: ['fox', 'moon', 'star'] });
  });

  it('rejects with a readable error and no key or upstream body when the API answers 500', async () => {
    mode = 'fail';
    const err = await provider().generate(REQUEST).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAiProviderError);
    const message = (err as Error).message;
    expect(message).toMatch(/OpenAI (image|chat) request failed with HTTP 500/);
    expect(message).not.toContain(API_KEY);
    expect(message).not.toMatch(/secret detail|exploded/);
    expect(JSON.stringify(err)).not.toContain(API_KEY);
    expect((err as OpenAiProviderError).details.status).toBe(500);
  });

  it('rejects malformed chat JSON, and JSON of the wrong shape, without the key', async () => {
    for (const m of ['bad-json', 'wrong-shape'] as const) {
      mode = m;
      const err = await provider().generate(REQUEST).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(OpenAiProviderError);
      expect((err as Error).message).toBe('The OpenAI chat answer was not the expected JSON.');
      expect((err as Error).message).not.toContain(API_KEY);
    }
  });

  it('gives up on a server that never answers after its timeout', async () => {
    mode = 'hang';
    const started = Date.now();
    const err = await provider({ imageTimeoutMs: 300, chatTimeoutMs: 300 }).generate(REQUEST).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAiProviderError);
    expect((err as Error).message).toMatch(/timed out after 0\.3 s/);
    expect((err as OpenAiProviderError).details.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('createImageProvider', () => {
  it('picks OpenAI when config.openai is set and the embedded generator otherwise', async () => {
    expect(createImageProvider({ openai: { apiKey: API_KEY } }).name).toBe('openai');
    expect(createImageProvider({}).name).toBe('procedural');
    expect(createImageProvider(testConfig()).name).toBe('procedural');
    // From the environment, OPENAI_BASE_URL included: the request reaches the fake server.
    const fromEnv = createImageProvider(testConfig({ OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: baseUrl }));
    expect(fromEnv.name).toBe('openai');
    const render = await fromEnv.generate(REQUEST);
    expect(render.name).toBe(ANSWER.name);
    expect(api.requests.map((r) => r.url).sort()).toEqual(['/v1/chat/completions', '/v1/images/generations']);
  });
});

describe('POST /api/designs/generate with the OpenAI provider', () => {
  it('stores and answers the design, and a failing provider answers a readable 502', async () => {
    const shop = await createTestShop({}, { providers: { images: provider() } });
    try {
      const generate = () =>
        request(shop, 'POST', '/api/designs/generate', { body: { prompt: REQUEST.prompt, designStyle: 'Celestial', material: 'Rose Gold', finish: 'Brushed' } });
      const res = await generate();
      expect(res.statusCode).toBe(200);
      const design = res.json();
      expect(design).toMatchObject({ name: ANSWER.name, category: 'pets-animals' });
      expect(design.price).toBeGreaterThan(0);
      expect(design.silverPrice).toBe(Math.round(design.price * 0.65));
      const page = await request(shop, 'GET', `/api/designs/${design.id}`);
      expect(page.json()).toMatchObject({ id: design.id, name: ANSWER.name, price: design.price });
      const svgFile = path.join(shop.config.dataDir, design.imageUrl);
      expect(existsSync(svgFile)).toBe(true);
      expect(readFileSync(svgFile, 'utf8')).toContain('data:image/png;base64,');
      const png = await request(shop, 'GET', design.imagePngUrl);
      expect(png.statusCode).toBe(200);
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');

      mode = 'fail';
      const failed = await generate();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toMatch(/could not draw this piece/);
      expect(failed.body).not.toContain(API_KEY);
      expect(failed.body).not.toMatch(/secret detail|exploded/);
    } finally {
      await shop.close();
    }
  });
});
