import * as routes from '@shared/contracts/routes';
import { apiKey } from './api';
import { queryClient } from './query-client';

/**
 * The shop's reads that show the catalogue: designs (one, and several: both keys start as the design's
 * read, apiKey), a page, the recent feed, collections, reviews, and the bag and wishlist, whose lines
 * carry names and prices. Only routes every page loads already (the shell's and the catalogue's), so
 * this module adds no file to any page.
 */
const CATALOGUE_READS = [
  routes.getDesign, routes.publicDesigns, routes.recentDesigns, routes.featuredCollections,
  routes.listCollections, routes.getCollection, routes.listReviews, routes.getBag, routes.getWishlist,
] as const;

/**
 * After a change from the desk: every catalogue read this browser holds is marked old, so the shop's
 * pages read it afresh when they show it next (their reads are otherwise never stale). The server's
 * own kept answers need nothing: the change bumped the catalogue's version (docs/caching.md).
 */
export async function refreshCatalogueReads(): Promise<void> {
  await Promise.all(CATALOGUE_READS.map((route) => queryClient.invalidateQueries({ queryKey: apiKey(route) })));
}
