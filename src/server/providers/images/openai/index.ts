/**
 * The real image provider: OpenAI through the `openai` SDK (chosen when OPENAI_API_KEY is set).
 *
 * One generation is two requests made together: the image model draws the piece (a PNG, wrapped
 * in the shop's square SVG, see svg.ts) and a chat model answers name, description, measurements,
 * motifs, category and engraving as strict JSON (answer.ts). Weight and price come from the
 * embedded generator's models (measure.ts, ../procedural/price.ts), so a piece costs the same
 * whichever provider drew it. The first failure cancels the other request and is thrown as an
 * OpenAiProviderError; the generate use case answers it with a readable 502.
 *
 * Unlike the embedded generator an image model is not deterministic: the seed goes to the chat
 * model (best effort) and Redo simply asks again.
 */
import { silverWeight } from '@shared/pricing';
import OpenAI from 'openai';
import { ENGRAVING_LIMITS } from '../engraving-limit';
import { extractEngraving } from '../procedural/engraving';
import { textAndFormAfter } from '../procedural/refine';
import { formInWords } from '../procedural/form-words';
import { priceCents } from '../procedural/price';
import type { DesignRender, DesignRequest, ImageProvider } from '../types';
import { DESIGN_JSON_SCHEMA, parseDesignAnswer, type DesignAnswer } from './answer';
import { OpenAiProviderError, toProviderError } from './errors';
import { weightFromMeasures } from './measure';
import { buildChatMessages, buildImagePrompt } from './prompts';
import { isPng, pngToSvg } from './svg';

export { DESIGN_JSON_SCHEMA, parseDesignAnswer } from './answer';
export { OpenAiProviderError } from './errors';
export { FILL_FACTOR, weightFromMeasures } from './measure';
export { buildChatMessages, buildImagePrompt } from './prompts';
export { pngToSvg, SILVER_MATRIX } from './svg';

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** An image takes 10-40 s; past a minute the visitor's countdown has run out. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 60_000;
export const DEFAULT_CHAT_TIMEOUT_MS = 20_000;
/** Largest image answer accepted, bytes of PNG (a 1024 px photograph is 1-3 MB). */
export const MAX_PNG_BYTES = 16 * 1024 * 1024;

export interface OpenAiImageProviderOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:4010/v1; by default OpenAI's (OPENAI_BASE_URL is read by config.ts, not here). */
  baseUrl?: string;
  imageModel?: string;
  chatModel?: string;
  imageTimeoutMs?: number;
  chatTimeoutMs?: number;
  /** Retries of a failed image request: none by default (a retry after a minute comes too late, and costs). */
  imageRetries?: number;
  /** Retries of a failed chat request (429, 5xx, connection), with the SDK's backoff. */
  chatRetries?: number;
  imageQuality?: 'low' | 'medium' | 'high';
}

export function createOpenAiImageProvider(options: OpenAiImageProviderOptions): ImageProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl ?? DEFAULT_BASE_URL, maxRetries: 0 });
  const imageModel = options.imageModel ?? DEFAULT_IMAGE_MODEL;
  const chatModel = options.chatModel ?? DEFAULT_CHAT_MODEL;
  const imageTimeout = options.imageTimeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const chatTimeout = options.chatTimeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;

  async function drawImage(request: DesignRequest, engraving: string | null, signal: AbortSignal): Promise<Buffer> {
    const res = await client.images.generate(
      { model: imageModel, prompt: buildImagePrompt(request, engraving), n: 1, size: '1024x1024', quality: options.imageQuality ?? 'medium', output_format: 'png', background: 'opaque' },
      { timeout: imageTimeout, maxRetries: options.imageRetries ?? 0, signal },
    );
    const b64 = res.data?.[0]?.b64_json;
    if (typeof b64 !== 'string' || !b64) throw new OpenAiProviderError('The OpenAI image answer held no image.', { call: 'image' });
    if (b64.length > (MAX_PNG_BYTES * 4) / 3 + 4) throw new OpenAiProviderError('The OpenAI image answer was too large.', { call: 'image' });
    const png = Buffer.from(b64, 'base64');
    if (!isPng(png)) throw new OpenAiProviderError('The OpenAI image answer was not a PNG.', { call: 'image' });
    return png;
  }

  async function describe(request: DesignRequest, engraving: string | null, signal: AbortSignal): Promise<DesignAnswer> {
    const res = await client.chat.completions.create(
      {
        model: chatModel,
        messages: buildChatMessages(request, engraving),
        response_format: { type: 'json_schema', json_schema: DESIGN_JSON_SCHEMA },
        temperature: 0.7,
        max_completion_tokens: 800,
        seed: request.seed,
      },
      { timeout: chatTimeout, maxRetries: options.chatRetries ?? 1, signal },
    );
    const message = res.choices?.[0]?.message;
    if (message?.refusal) throw new OpenAiProviderError('The OpenAI chat model declined to describe this piece.', { call: 'chat' });
    const answer = parseDesignAnswer(message?.content);
    if (!answer) throw new OpenAiProviderError('The OpenAI chat answer was not the expected JSON.', { call: 'chat' });
    return answer;
  }

  return {
    name: 'openai',
    async generate(asked) {
      // The form and text the words name, as the embedded generator reads them ('a bee necklace' is a
      // pendant), after any refinements asked since ('as earrings', 'add her initials E.J.').
      const read = textAndFormAfter(extractEngraving(asked.prompt), formInWords(asked.prompt) ?? asked.form, asked.changes ?? []);
      const request = { ...asked, form: read.form };
      const quoted = read.engraving;
      const abort = new AbortController();
      const guard = <T>(call: 'image' | 'chat', timeout: number, work: Promise<T>) =>
        work.catch((err: unknown) => {
          abort.abort();
          throw toProviderError(err, call, timeout);
        });
      const [png, answer] = await Promise.all([
        guard('image', imageTimeout, drawImage(request, quoted, abort.signal)),
        guard('chat', chatTimeout, describe(request, quoted, abort.signal)),
      ]);
      return assemble(request, png, answer, quoted);
    },
  };
}

/** The render from the image and the chat's answer: measures, weight and price by the shop's own models. */
export function assemble(request: DesignRequest, png: Buffer, answer: DesignAnswer, quoted: string | null): DesignRender {
  const { form } = request;
  // Engrave what the customer's words hold; the chat's reading only when the prompt really holds it
  // and no refinement has since said what the text is.
  const engraving = quoted ?? (request.changes?.length ? null : acceptedEngraving(answer.engraving, request.prompt));
  const weightGrams = weightFromMeasures({ widthMm: answer.widthMm, heightMm: answer.heightMm, thicknessMm: answer.thicknessMm, form });
  const cents = priceCents({
    weightGrams,
    motifCount: answer.motifs.length,
    style: request.designStyle,
    finish: request.finish,
    metal: request.metal,
    form,
    engravingChars: engraving ? engraving.replace(/\s/g, '').length : 0,
  });
  const each = form === 'earrings' ? 'Each earring measures' : 'It measures';
  const description = `${answer.description.replace(/\s*$/, '')} ${each} ${answer.widthMm} × ${answer.heightMm} mm and weighs about ${weightGrams} g in 14k gold (${silverWeight(weightGrams)} g in sterling silver).`;
  const svg = pngToSvg(png);
  return {
    name: nameOf(answer, form),
    description,
    svg,
    silverSvg: request.metal === 'Sterling Silver' ? svg : pngToSvg(png, { silver: true }),
    widthMm: answer.widthMm,
    heightMm: answer.heightMm,
    weightGrams,
    priceCents: cents,
    motifs: answer.motifs,
    category: answer.category,
    engraving,
    form,
    // The model's own word on what it could not draw, said with the result as the embedded generator's is.
    note: answer.couldNotDraw,
    relation: null,
  };
}

function acceptedEngraving(text: string | null, prompt: string): string | null {
  const t = text?.replace(/\s+/g, ' ').trim();
  if (!t || t.length > ENGRAVING_LIMITS.charm) return null;
  return prompt.toLowerCase().includes(t.toLowerCase()) ? t : null;
}

const title = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

const FORM_NOUNS: Record<DesignRequest['form'], string> = { charm: 'Charm', pendant: 'Pendant', earrings: 'Earrings', bracelet: 'Charm Bracelet', bar: 'Bar Necklace', tag: 'Tag Necklace', letter: 'Initial Pendant', silhouette: 'Silhouette Charm', name: 'Name Necklace' };

/** The chat's name, or (should it answer the bare default) one from the main motif. */
function nameOf(answer: DesignAnswer, form: DesignRequest['form']): string {
  const name = answer.name.slice(0, 80).trim();
  if (name && name.toLowerCase() !== 'custom design') return name;
  return `${answer.motifs[0] ? title(answer.motifs[0]) : 'Atelier'} ${FORM_NOUNS[form]}`;
}
