import type { ShopFacts } from './layout';

/**
 * A link into the shop for a mail: the path resolved against PUBLIC_URL by URL objects, never by
 * concatenation, and refused unless it stays on the shop's own origin. Concatenated, a path such as
 * '@evil.example/x' made 'https://SHOP@evil.example/x' and '.evil.example' 'https://SHOP.evil.example'.
 */
export function shopLink(shop: Pick<ShopFacts, 'publicUrl'>, path: string, query: Record<string, string> = {}): string {
  const base = new URL(shop.publicUrl);
  const url = new URL(path, base);
  if (!path.startsWith('/') || url.origin !== base.origin) throw new Error(`A mail link must stay on the shop: ${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}
