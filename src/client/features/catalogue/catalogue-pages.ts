import { COLLECTIONS_PAGE_SIZE } from '@shared/limits';
import { COLLECTION_CATEGORIES } from '@shared/options';

/** Whether a `category` query value names one of the spec's categories ('all' included). */
export function isKnownCategory(value: string | null | undefined): value is string {
  return COLLECTION_CATEGORIES.some((c) => c.value === value);
}

/** 'Page X of Y' needs at least one page. */
export function pageCount(total: number, limit: number = COLLECTIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The product link from a collection, so the product page can go back to it (spec 02). */
export function productFromCollection(id: string, category: string): string {
  return `/product/${encodeURIComponent(id)}?from=collection&category=${encodeURIComponent(category)}`;
}

/** Page 1 unless the query names a whole number above 1. */
export function pageFromQuery(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 ? n : 1;
}
