import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Dollars, Id, Page, Timestamp, limit, text } from './common';
import { CollectionId } from './collections';
import {
  ADMIN_DESIGNS_PAGE_SIZE, ADMIN_LIST_LIMIT_MAX, COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX, DESIGN_NAME_MAX, DESIGN_PRICE_MAX,
  DESIGN_PRICE_MIN, DESK_SEARCH_MAX,
} from '../limits';
import { catalogueDeskMessages as m } from '../messages/catalogue-desk';
import { DESK_SOURCES, DESK_STATUSES } from '../options';

// The catalogue desk (issue 27, point 4; docs/catalogue-desk.md): every design, seeded and generated,
// public and private, searched and paged, with the admin's changes; the collections with theirs. Each
// change is in the shop's public reads at once (the catalogue's version goes up in its transaction).


/** A design as the desk shows it. `source` 'catalogue' is a seeded piece; `featured` the admin's pick for the home page's curations. */
export const DeskDesign = z.object({
  id: Id,
  name: z.string(),
  prompt: z.string(),
  imageUrl: z.string().nullable(),
  price: Dollars.describe('Gold price in whole dollars (299 when the design has none)'),
  silverPrice: Dollars.describe('65% of gold, rounded (the shared pricing rule)'),
  hasPrice: z.boolean().describe('False when the design has no price of its own and 299 applies'),
  category: z.string().describe("The collection it is shown in (the collection's id)"),
  isPublic: z.boolean(),
  source: z.enum(['catalogue', 'generated']),
  featured: z.boolean(),
  featuredAt: Timestamp.nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: Timestamp,
  editedAt: Timestamp.nullable().describe('When an admin last changed it from the desk'),
});
export type DeskDesign = z.infer<typeof DeskDesign>;

export const DeskDesignsQuery = z.strictObject({
  /** Name or prompt, anywhere, any case; a whole design id finds that design. */
  search: z.string().trim().max(DESK_SEARCH_MAX).optional(),
  status: z.enum(DESK_STATUSES).default('all'),
  source: z.enum(DESK_SOURCES).default('all'),
  collection: CollectionId.optional(),
  page: Page,
  limit: limit(ADMIN_LIST_LIMIT_MAX, ADMIN_DESIGNS_PAGE_SIZE),
});
export type DeskDesignsQuery = z.input<typeof DeskDesignsQuery>;

export const DeskDesignList = z.object({
  designs: z.array(DeskDesign),
  total: z.number().int().describe('The designs the filter keeps; a search counts its matches up to 1,000'),
  capped: z.boolean().describe('True when a search matches more than 1,000 designs (total is then 1,000)'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DeskDesignList = z.infer<typeof DeskDesignList>;

const price = z.number({ error: m.priceRange }).int({ error: m.priceRange }).min(DESIGN_PRICE_MIN, { error: m.priceRange }).max(DESIGN_PRICE_MAX, { error: m.priceRange });
const somethingToChange = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

/** Any of a design's changes, at least one: each is recorded as its own action, all in one transaction. */
export const UpdateDesignBody = z.strictObject({
  name: text(m.nameLength, DESIGN_NAME_MAX, { tooLong: m.nameLength }).optional(),
  isPublic: z.boolean().optional(),
  /** The collection (its id) to show the design in. */
  collection: CollectionId.optional(),
  featured: z.boolean().optional(),
  /** The gold price in whole dollars; silver follows at 65%. */
  price: price.optional(),
}).refine(somethingToChange, { error: m.nothingToChange });
export type UpdateDesignBody = z.input<typeof UpdateDesignBody>;

/** A collection as the desk shows it: the public fields with its order, its pieces' numbers and its cover's piece. */
export const DeskCollection = z.object({
  id: CollectionId,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
  designCount: z.number().int(),
  publicCount: z.number().int(),
  /** The public piece whose picture is the cover, when there is one. */
  coverDesignId: Id.nullable(),
});
export type DeskCollection = z.infer<typeof DeskCollection>;
export const DeskCollectionList = z.object({ collections: z.array(DeskCollection) });
export type DeskCollectionList = z.infer<typeof DeskCollectionList>;

export const UpdateCollectionBody = z.strictObject({
  name: text(m.collectionNameLength, COLLECTION_NAME_MAX, { tooLong: m.collectionNameLength }).optional(),
  description: text(m.descriptionLength, COLLECTION_DESCRIPTION_MAX, { tooLong: m.descriptionLength }).optional(),
  /** One of the collection's public pieces, whose picture becomes the cover. */
  coverDesignId: Id.optional(),
}).refine(somethingToChange, { error: m.nothingToChange });
export type UpdateCollectionBody = z.input<typeof UpdateCollectionBody>;

export const DesignParams = z.object({ id: Id });
export const CollectionParams = z.object({ id: CollectionId });

export const adminDesigns = endpoint({
  ...routes.adminDesigns, access: 'admin',
  summary: 'Every design (seeded and generated, public and private), newest first, paged; `search` by name, prompt or id; `status`, `source`, `collection` filters',
  query: DeskDesignsQuery, response: DeskDesignList,
});
export const updateDesign = endpoint({
  ...routes.updateDesign, access: 'admin',
  summary: "Change a design: any of `name`, `isPublic`, `collection`, `featured`, `price` (gold, whole dollars; silver follows at 65%); 404 'Design not found'",
  params: DesignParams, body: UpdateDesignBody, response: DeskDesign,
});
export const adminCollections = endpoint({
  ...routes.adminCollections, access: 'admin',
  summary: 'Every collection in its order, with its pieces (all and public) and its cover piece',
  response: DeskCollectionList,
});
export const updateCollection = endpoint({
  ...routes.updateCollection, access: 'admin',
  summary: "Change a collection: any of `name`, `description`, `coverDesignId` (one of its public pieces); 404 'Collection not found'",
  params: CollectionParams, body: UpdateCollectionBody, response: DeskCollection,
});

export const catalogueDeskEndpoints = [adminDesigns, updateDesign, adminCollections, updateCollection] as const;
