import { UPLOADS_PREFIX, isDesignImagePath } from '@shared/stored-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The design snapshot a quote keeps (quotes.design), as the quote form sent it. */
export interface QuoteDesignSnapshot {
  id: string | null;
  name: string;
  material: string;
  style: string;
  imageUrl: string | null;
}

export function readQuoteDesign(stored: Record<string, unknown> | null): QuoteDesignSnapshot | null {
  if (!stored) return null;
  const str = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : '');
  return { id: str('id') || null, name: str('name'), material: str('material'), style: str('style'), imageUrl: str('imageUrl') || null };
}

/**
 * The shop's design a quote was asked about: the id the quote form sent, or, for quotes sent before
 * it did, the id in the path of the design's picture (/uploads/designs/<id>/gold.svg). Null when
 * neither names one; whether the design still exists is the caller's to check.
 */
export function quoteDesignId(design: QuoteDesignSnapshot | null): string | null {
  if (!design) return null;
  if (design.id && UUID.test(design.id)) return design.id.toLowerCase();
  const path = design.imageUrl;
  if (!path || !isDesignImagePath(path)) return null;
  const segment = path.slice(UPLOADS_PREFIX.length).split('/')[1] ?? '';
  return UUID.test(segment) ? segment.toLowerCase() : null;
}
