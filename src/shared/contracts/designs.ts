import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Dollars, Id, Page, Timestamp, limit, text } from './common';
import {
  COLLECTIONS_PAGE_SIZE, DESIGN_BATCH_MAX, PROMPT_MAX, REFINE_CHANGE_MAX, PUBLIC_LIST_LIMIT_MAX, RECENT_DESIGNS_DEFAULT, RECENT_DESIGNS_MAX,
} from '../limits';
import { designLabMessages } from '../messages';
import { DESIGN_FORMS, GENERATE_DEFAULTS, GENERATION_CATEGORY } from '../options';
import { CollectionCategory, DesignStyle, Finish, Metal } from './enums';

// Designs: generation and the catalogue (spec 02, sections 3 and 7; issue 4 adds the batch read).

/** A design (spec 02, section 3) with the figures the product page needs for both metals. */
export const Design = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  silverImageUrl: z.string().nullable(),
  /** 1024 px PNGs of the same renders, for Download and Share. */
  imagePngUrl: z.string().nullable(),
  silverImagePngUrl: z.string().nullable(),
  price: Dollars.describe('Gold price in whole dollars'),
  goldPrice: Dollars,
  silverPrice: Dollars,
  category: z.string().nullable(),
  engraving: z.string().nullable().describe('The text cut into the piece, exactly as the customer wrote it, or null'),
  form: z.enum(DESIGN_FORMS).describe('The form the piece takes: the words choose it, a charm by default'),
  width: z.number().nullable().describe('mm'),
  height: z.number().nullable().describe('mm'),
  weight: z.string().nullable().describe('grams of 14k gold, a string holding a number: the castable model\'s volume × 13.07 grams per cubic centimetre'),
  silverWeight: z.string().nullable().describe('grams of silver (54% of gold)'),
  material: z.string().nullable(),
  style: z.string().nullable().optional(),
  finish: z.string().nullable().optional(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  // Issue 25: the server always answers both; optional in the type so answers written elsewhere (tests' fixtures) need not.
  sizeMm: z.object({ width: z.number(), height: z.number(), depth: z.number() }).nullable().optional()
    .describe("The piece's box in mm, from its castable model (one earring of a pair); null for a design made before models"),
  modelUrl: z.string().nullable().optional().describe('The castable model as binary glTF (GLB, metres), or null until it is built'),
  // Issue 27: the server always answers it; optional in the type so answers written elsewhere (tests' fixtures) need not.
  featured: z.boolean().optional().describe("The admin's pick for the home page's curations (docs/catalogue-desk.md)"),
  collectionName: z.string().nullable().optional().describe('The name of the collection it is shown in, as the admin last set it'),
  parentId: Id.nullable().describe('The version this one was refined from, or null for a first version'),
  version: z.number().int().min(1).describe('1 for a first version, one more for each refinement'),
  createdAt: Timestamp,
});
export type Design = z.infer<typeof Design>;

export const GenerateDesignBody = z.strictObject({
  prompt: text(designLabMessages.promptRequiredText, PROMPT_MAX, { tooLong: designLabMessages.promptTooLong }),
  // Restart sets the style to '' (spec 02, section 4), which means None.
  designStyle: z.union([DesignStyle, z.literal('')]).default(GENERATE_DEFAULTS.designStyle)
    .transform((v): DesignStyle => v || 'None'),
  finish: Finish.default(GENERATE_DEFAULTS.finish),
  material: Metal.default(GENERATE_DEFAULTS.material),
  category: z.literal(GENERATION_CATEGORY).default(GENERATION_CATEGORY),
  gemstones: z.array(z.string().trim().max(50)).max(10).default([]),
  generateImage: z.boolean().default(true),
  /** Redo sends a new seed for a new variation; the same inputs and seed give the same design. */
  seed: z.number().int().nonnegative().max(2 ** 31 - 1).optional(),
});
export type GenerateDesignBody = z.input<typeof GenerateDesignBody>;

/** The generated design at top level (imageUrl, name, description, price) plus its stored record. */
export const GeneratedDesign = Design.extend({
  prompt: z.string().optional(),
  /** When the piece shows less than was asked (the nearest subject the shop can draw, or none), the sentence saying so. */
  note: z.string().nullable().optional(),
});
export type GeneratedDesign = z.infer<typeof GeneratedDesign>;

export const DesignIdParams = z.object({ id: Id });

/** A change asked in words: 'make the fox smaller', 'add her initials E.J.', 'in rose gold'. */
export const RefineDesignBody = z.strictObject({
  change: text(designLabMessages.refine.changeRequired, REFINE_CHANGE_MAX, { tooLong: designLabMessages.refine.changeTooLong }),
});
export type RefineDesignBody = z.input<typeof RefineDesignBody>;

export const RecentQuery = z.object({ limit: limit(RECENT_DESIGNS_MAX, RECENT_DESIGNS_DEFAULT) });

export const PublicDesignsQuery = z.object({
  page: Page,
  limit: limit(PUBLIC_LIST_LIMIT_MAX, COLLECTIONS_PAGE_SIZE),
  category: CollectionCategory.optional(),
  /** `featured`: the admin's featured pieces first (the latest pick first), then the rest newest first: the home page's curations. */
  order: z.enum(['newest', 'featured']).optional(),
});
export const DesignList = z.object({
  designs: z.array(Design),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DesignList = z.infer<typeof DesignList>;

/** `ids=a,b,c`: distinct UUIDs, 1 to 50 of them. */
export const DesignIdsQuery = z.object({
  ids: z
    .string()
    .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(Id).min(1).max(DESIGN_BATCH_MAX)),
});

export const generateDesign = endpoint({
  ...routes.generateDesign, access: 'public',
  summary: 'Generate and store a design from a prompt, style, metal and finish',
  body: GenerateDesignBody, response: GeneratedDesign,
});
export const refineDesign = endpoint({
  ...routes.refineDesign, access: 'public',
  summary: "A new version of a design with a change asked in words; the design it starts from never changes (404 'Design not found')",
  params: DesignIdParams, body: RefineDesignBody, response: GeneratedDesign,
});
export const recentDesigns = endpoint({
  ...routes.recentDesigns, access: 'public',
  summary: 'Latest generated designs (the live feed; never prompts)',
  query: RecentQuery, response: z.array(Design),
});
export const publicDesigns = endpoint({
  ...routes.publicDesigns, access: 'public',
  summary: "The curated catalogue, paged (limit 12 for collections, up to 100 for the showcase), optionally by category; `order=featured` puts the admin's featured pieces first",
  query: PublicDesignsQuery, response: DesignList,
});
export const designsByIds = endpoint({
  ...routes.designsByIds, access: 'public',
  summary: "Several designs in one call (the guest bag's lines), at most 50 ids",
  query: DesignIdsQuery, response: z.object({ designs: z.array(Design) }),
});
export const getDesign = endpoint({
  ...routes.getDesign, access: 'public',
  summary: "One design (404 'Design not found')",
  params: DesignIdParams, response: Design,
});

export const designEndpoints = [generateDesign, refineDesign, recentDesigns, publicDesigns, designsByIds, getDesign] as const;
