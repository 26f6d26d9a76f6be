import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';

// Collections (spec 02, sections 3 and 7).

/** A collection's id is the category slug it shows, so its URL reads /collections/pets-animals. */
export const CollectionId = z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'Unknown collection' });

export const Collection = z.object({
  id: CollectionId,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
  designCount: z.number().int().optional(),
});
export type Collection = z.infer<typeof Collection>;

export const featuredCollections = endpoint({
  ...routes.featuredCollections, access: 'public',
  summary: 'The featured collections, one per category',
  response: z.array(Collection),
});
export const listCollections = endpoint({
  ...routes.listCollections, access: 'public',
  summary: 'Every collection',
  response: z.array(Collection),
});

export const getCollection = endpoint({
  ...routes.getCollection, access: 'public',
  summary: "One collection, for its detail page's header (404 'Collection not found')",
  params: z.object({ id: CollectionId }), response: Collection,
});

export const collectionEndpoints = [featuredCollections, listCollections, getCollection] as const;
