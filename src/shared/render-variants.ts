/**
 * Every stored SVG render has raster twins beside it, drawn once when the design is stored:
 * name.svg → name.png (1024 px, for Download and Share) and name-384.webp, name-768.webp and
 * name-1024.webp (what pages show: a phone's card, a phone's product page, a wide screen's). A
 * browser draws an SVG render on its main thread (each one is a small document with gradients and
 * clip paths), so grids and the product page show the WebP twins. A twin not drawn yet
 * (the first start draws the catalogue's in the background) is answered by a redirect to its SVG.
 */

/** The widths of the WebP twins, smallest first. */
export const RENDER_WEBP_WIDTHS = [384, 768, 1024] as const;

/** How wide the picture a page is about shows: a phone's width, or about half the desktop column. */
export const PAGE_PICTURE_SIZES = '(min-width: 1024px) 640px, 100vw';

/** The stored twin of an SVG render (`.png` or `-384.webp`), or null when `url` is not an SVG render. */
export function renderTwinUrl(url: string | null | undefined, suffix: string): string | null {
  return url && url.endsWith('.svg') ? `${url.slice(0, -4)}${suffix}` : null;
}

/** The `srcset` of an SVG render's WebP twins, or undefined when it has none. */
export function renderSrcSet(url: string | null | undefined): string | undefined {
  if (!renderTwinUrl(url, '')) return undefined;
  return RENDER_WEBP_WIDTHS.map((w) => `${renderTwinUrl(url, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The SVG render a WebP twin's URL belongs to, or null when `url` is not a twin's. */
export function renderOfTwin(url: string): string | null {
  const twin = /^(.+)-(\d+)\.webp$/.exec(url);
  return twin && (RENDER_WEBP_WIDTHS as readonly number[]).includes(Number(twin[2])) ? `${twin[1]}.svg` : null;
}
