/**
 * The chat model's answer: the JSON schema sent as `response_format` (strict structured output) and
 * the zod check of what comes back. The answer is never trusted as is: every field is checked, and
 * sizes are kept within what the workshop casts.
 */
import { FEATURED_CATEGORIES } from '@shared/options';
import { z } from 'zod';

const CATEGORY_VALUES = FEATURED_CATEGORIES.map((c) => c.value);

/** The structured-output schema (strict: every property required, no others). */
export const DESIGN_JSON_SCHEMA = {
  name: 'jewelry_design',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'description', 'widthMm', 'heightMm', 'thicknessMm', 'motifs', 'category', 'engraving', 'couldNotDraw'],
    properties: {
      name: { type: 'string', description: 'Product name, 2 to 5 words, Title Case' },
      description: { type: 'string', description: '2 or 3 sentences: motif, style, metal, finish' },
      widthMm: { type: 'number', description: 'Width in millimetres' },
      heightMm: { type: 'number', description: 'Height in millimetres, bail included' },
      thicknessMm: { type: 'number', description: 'Metal thickness in millimetres' },
      motifs: { type: 'array', items: { type: 'string' }, description: '1 to 3 lowercase nouns, most important first' },
      category: { type: 'string', enum: CATEGORY_VALUES },
      engraving: { type: ['string', 'null'], description: 'Text to engrave, or null' },
      couldNotDraw: { type: ['string', 'null'], description: 'What the piece does not show of what was asked, and what it shows instead, in one sentence to the customer; null when it shows everything' },
    },
  },
} as const;

/** Sizes the workshop casts, mm: answers outside are brought inside rather than trusted. */
export const SIZE_LIMITS = { minMm: 5, maxMm: 70, minThicknessMm: 0.6, maxThicknessMm: 2.5 } as const;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round1 = (n: number) => Math.round(n * 10) / 10;
const size = z.number().finite().positive().transform((n) => round1(clamp(n, SIZE_LIMITS.minMm, SIZE_LIMITS.maxMm)));

export const DesignAnswer = z.object({
  name: z.string().trim().min(1).max(120).transform((s) => s.replace(/\s+/g, ' ')),
  description: z.string().trim().min(1).max(1500).transform((s) => s.replace(/\s+/g, ' ')),
  widthMm: size,
  heightMm: size,
  thicknessMm: z.number().finite().positive().transform((n) => round1(clamp(n, SIZE_LIMITS.minThicknessMm, SIZE_LIMITS.maxThicknessMm))),
  motifs: z
    .array(z.string())
    .transform((list) => [...new Set(list.map((m) => m.trim().toLowerCase().slice(0, 40)).filter(Boolean))].slice(0, 3)),
  category: z.enum(CATEGORY_VALUES as [string, ...string[]]),
  engraving: z.string().trim().max(200).nullable(),
  // Older answers (and models without the field) say nothing: nothing was left out that we know of.
  couldNotDraw: z.string().trim().max(400).nullish().transform((s) => s || null),
});
export type DesignAnswer = z.output<typeof DesignAnswer>;

/** Parses the chat's content; null when it is not JSON of the expected shape. */
export function parseDesignAnswer(content: string | null | undefined): DesignAnswer | null {
  if (!content) return null;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = DesignAnswer.safeParse(json);
  return parsed.success ? parsed.data : null;
}
