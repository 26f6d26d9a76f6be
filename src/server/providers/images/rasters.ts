import sharp from 'sharp';
import { RENDER_WEBP_WIDTHS } from '@shared/render-variants';
import { drawSvg } from './png';

/** One raster twin of an SVG render: stored as `<name><suffix>` beside `<name>.svg`. */
export interface RasterTwin {
  suffix: string;
  contentType: string;
  bytes: Buffer;
}

/** The suffixes renderRasters answers, in its order (what a complete design has stored). */
export const RASTER_SUFFIXES = ['.png', ...RENDER_WEBP_WIDTHS.map((w) => `-${w}.webp`)];

/**
 * The PNG (Download and Share) and the WebP twins pages show (src/shared/render-variants.ts). The
 * SVG is drawn once, at the PNG's width; the WebPs are resized from that drawing's pixels. Quality 75
 * keeps a card's 384 px twin at about 6 KB, less than its SVG gzipped; effort 2 costs 3% in size
 * against sharp's default and saves a third of the time.
 */
export async function renderRasters(svg: string, pngWidth = 1024): Promise<RasterTwin[]> {
  const drawing = drawSvg(svg, pngWidth);
  const pixels = { raw: { width: drawing.width, height: drawing.height, channels: 4 as const } };
  const webps = await Promise.all(
    RENDER_WEBP_WIDTHS.map((width) => sharp(drawing.pixels, pixels).resize({ width }).webp({ quality: 75, effort: 2 }).toBuffer()),
  );
  return [
    { suffix: '.png', contentType: 'image/png', bytes: drawing.asPng() },
    ...webps.map((bytes, i) => ({ suffix: `-${RENDER_WEBP_WIDTHS[i]}.webp`, contentType: 'image/webp', bytes })),
  ];
}
