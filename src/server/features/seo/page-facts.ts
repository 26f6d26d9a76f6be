/**
 * What the server writes into a page's HTML for crawlers and link previews, which run no script
 * (issue 26, point 6): its own title and description, its canonical URL, Open Graph tags, whether it
 * may be indexed, and its schema.org JSON-LD. The page table (@shared/pages) names the page; a product
 * or collection page reads its row (one query), the others' facts are the shop's texts. The client
 * sets the same title and description when it shows the page (usePageMeta), from the same texts.
 */
import { eq, sql } from 'drizzle-orm';
import { collectionsMessages } from '@shared/messages/catalogue';
import { homeMessages } from '@shared/messages/home';
import type { PageName } from '@shared/pages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { collections, designs } from '../../db/schema';
import { designWithRatings, toDesign } from '../designs/design-view';
import { productJsonLd, shopJsonLd } from './structured-data';

export interface PageFacts {
  /** The page's own title; the document's reads '{title} — {shop name}'. None: the shop's name alone. */
  title?: string;
  /** The page's own description; none keeps index.html's. */
  description?: string;
  /** The root-relative path of the page's canonical URL (no query); only pages that may be indexed have one. */
  canonical?: string;
  /** `<meta name="robots" content="noindex">`: a private piece, a page behind an account, a page not found. */
  noindex?: boolean;
  /** Open Graph: the page's kind, and its picture (root-relative) when it is about one. */
  og?: { type: 'website' | 'product'; image?: string | null };
  /** schema.org JSON-LD objects, one script each. */
  jsonLd?: object[];
  /** A product page's stored SVG render, whose twins the page preloads. */
  render?: string | null;
}

/** The pages a search engine may list; every other page is an account's, a step of buying, or a link from a mail. */
export const INDEXED_PAGES: ReadonlySet<PageName> = new Set<PageName>(['home', 'design', 'collections', 'collection-detail', 'product']);

/** How many of a piece's newest reviews its structured data carries (its rating counts them all). */
export const REVIEWS_IN_STRUCTURED_DATA = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function pageFacts(db: Db, config: Config, shown: { name: PageName; params: Record<string, string> }): Promise<PageFacts> {
  switch (shown.name) {
    case 'home':
      return { ...homeMessages.meta, canonical: '/', og: { type: 'website' }, jsonLd: [shopJsonLd(config)] };
    case 'collections':
      return { ...collectionsMessages.landingMeta, canonical: '/collections', og: { type: 'website' } };
    case 'design':
      return { canonical: '/design', og: { type: 'website' } };
    case 'collection-detail':
      return collectionFacts(db, shown.params.id);
    case 'product':
      return productFacts(db, config, shown.params.id);
    default:
      return INDEXED_PAGES.has(shown.name) ? {} : { noindex: true };
  }
}

async function collectionFacts(db: Db, id: string): Promise<PageFacts> {
  const [row] = await db.select({ id: collections.id, name: collections.name, description: collections.description }).from(collections).where(eq(collections.id, id));
  if (!row) return { noindex: true };
  return { title: row.name, description: row.description || collectionsMessages.tagline, canonical: `/collections/${row.id}`, og: { type: 'website' } };
}

/**
 * A piece's page: its name and description (as the client's page says them), its picture for link
 * previews, and when it is public its canonical URL and Product data; a private piece (a visitor's
 * own design, shared by its link) is not indexed. An id that names no piece is the page not found.
 */
async function productFacts(db: Db, config: Config, id: string): Promise<PageFacts> {
  if (!UUID.test(id)) return { noindex: true };
  const [row] = await db.select({
    ...designWithRatings,
    // The newest reviews in the same round trip, on the (design_id, created_at) index.
    reviews: sql<{ author: string; rating: number; comment: string; at: string }[]>`(
      select coalesce(json_agg(json_build_object('author', r.user_name, 'rating', r.rating, 'comment', r.comment, 'at', r.created_at) order by r.created_at desc, r.id desc), '[]'::json)
      from (select * from reviews r where r.design_id = "designs"."id" and r.hidden_at is null order by r.created_at desc, r.id desc limit ${REVIEWS_IN_STRUCTURED_DATA}) r)`,
  }).from(designs).where(eq(designs.id, id));
  if (!row) return { noindex: true };
  const design = toDesign(row.design, row);
  const description = design.description || `${design.name}, made to order in solid 14k gold or fine sterling silver.`;
  const facts: PageFacts = {
    title: design.name,
    description,
    og: { type: 'product', image: design.imagePngUrl ?? design.imageUrl },
    render: design.imageUrl,
  };
  if (!row.design.isPublic) return { ...facts, noindex: true };
  const images = [design.imagePngUrl ?? design.imageUrl, design.silverImagePngUrl ?? design.silverImageUrl].filter((url): url is string => !!url);
  const reviews = (typeof row.reviews === 'string' ? (JSON.parse(row.reviews) as typeof row.reviews) : row.reviews)
    .map((r) => ({ author: r.author, rating: r.rating, comment: r.comment, date: String(r.at).slice(0, 10) }));
  return {
    ...facts,
    canonical: `/product/${design.id}`,
    jsonLd: [productJsonLd(config, {
      id: design.id, name: design.name, description, images,
      goldPrice: design.goldPrice, silverPrice: design.silverPrice,
      averageRating: design.averageRating, reviewCount: design.reviewCount, reviews,
    })],
  };
}
