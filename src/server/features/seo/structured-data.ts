/**
 * The schema.org facts a page carries as JSON-LD, for search engines' rich results (issue 26, point 6):
 * a public piece is a `Product` with an `Offer` per metal and, once reviewed, its rating and newest
 * reviews; the home page names the shop (`Organization`, `WebSite`). Typed with schema-dts (types only).
 * Google's merchant-listing rules: name, image, offers with price, priceCurrency and availability;
 * `MadeToOrder` is one of the availabilities it lists (PreOrder would say "not released yet").
 */
import type { AggregateRating, Graph, Offer, Organization, Product, Review, WebSite, WithContext } from 'schema-dts';
import { GOLD_LABEL, SILVER_LABEL } from '@shared/materials';
import { CURRENCY } from '@shared/pricing';
import type { Config } from '../../config';

type ShopFacts = Pick<Config, 'publicUrl' | 'shopName' | 'supportEmail'>;

/** A public piece as its page's structured data needs it (prices in whole dollars, as the API answers). */
export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  /** Root-relative picture URLs, the gold one first (PNG twins where there are). */
  images: string[];
  goldPrice: number;
  silverPrice: number;
  averageRating: number | null;
  reviewCount: number;
  /** The newest reviews, newest first. */
  reviews: { author: string; rating: number; comment: string; date: string }[];
}

const absolute = (config: Pick<Config, 'publicUrl'>, pathOrUrl: string) => new URL(pathOrUrl, `${config.publicUrl}/`).href;

export function productJsonLd(config: ShopFacts, piece: ProductFacts): WithContext<Product> {
  const url = absolute(config, `/product/${piece.id}`);
  const offer = (name: string, sku: string, price: number): Offer => ({
    '@type': 'Offer',
    name,
    sku,
    url,
    price,
    priceCurrency: CURRENCY.toUpperCase(),
    availability: 'https://schema.org/MadeToOrder',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: config.shopName, url: absolute(config, '/') },
  });
  const rating: AggregateRating | undefined = piece.reviewCount > 0 && piece.averageRating !== null
    ? { '@type': 'AggregateRating', ratingValue: piece.averageRating, reviewCount: piece.reviewCount, bestRating: 5, worstRating: 1 }
    : undefined;
  const reviews: Review[] = piece.reviews.map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.author },
    datePublished: r.date,
    reviewBody: r.comment,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: piece.name,
    description: piece.description,
    url,
    sku: piece.id,
    productID: piece.id,
    ...(piece.images.length ? { image: piece.images.map((image) => absolute(config, image)) } : {}),
    brand: { '@type': 'Brand', name: config.shopName },
    material: [GOLD_LABEL, SILVER_LABEL],
    offers: [offer(GOLD_LABEL, `${piece.id}-14k-gold`, piece.goldPrice), offer(SILVER_LABEL, `${piece.id}-sterling-silver`, piece.silverPrice)],
    ...(rating ? { aggregateRating: rating, ...(reviews.length ? { review: reviews } : {}) } : {}),
  };
}

/** The shop itself, on the home page: who sells (name, address, logo, contact) and the site. */
export function shopJsonLd(config: ShopFacts): Graph {
  const home = absolute(config, '/');
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: config.shopName,
    url: home,
    logo: absolute(config, '/favicon.svg'),
    email: config.supportEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: config.supportEmail },
  };
  const site: WebSite = { '@type': 'WebSite', '@id': `${home}#website`, name: config.shopName, url: home, publisher: { '@id': `${home}#organization` } };
  return { '@context': 'https://schema.org', '@graph': [organization, site] };
}

/**
 * A JSON-LD script element. Every '<' inside the JSON is written \u003c (only strings can hold one,
 * and JSON reads the escape back as the same character), so no text, a piece's name included, can
 * close the script or open a comment.
 */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
