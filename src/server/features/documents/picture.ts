/**
 * A piece's picture for its certificate and its production sheet: the stored raster twin of its
 * render (the 1024 px PNG beside each SVG, src/shared/render-variants.ts), flattened onto the shop's
 * ivory and made a 720 px JPEG, so a document embeds a small opaque image (PDFs take PNG or JPEG,
 * never SVG). A render whose twin is not drawn yet is drawn from its SVG here; a piece without a
 * stored picture (an outside URL, a deleted file) gets none, and the document says so.
 */
import sharp from 'sharp';
import { renderTwinUrl } from '@shared/render-variants';
import { drawSvg } from '../../providers/images/png';
import { keyOfUrl, type Storage } from '../../providers/storage';
import { IVORY } from './pdf';

const SIZE = 720;

/** The bytes a stored picture URL names, or null. */
async function stored(storage: Storage, url: string | null): Promise<Buffer | null> {
  const key = url ? keyOfUrl(url) : null;
  return key ? storage.read(key) : null;
}

export async function piecePicture(storage: Storage, imageUrl: string | null): Promise<Buffer | null> {
  if (!imageUrl) return null;
  let raster = await stored(storage, renderTwinUrl(imageUrl, '.png'));
  if (!raster && /\.(png|jpe?g|webp)$/i.test(imageUrl)) raster = await stored(storage, imageUrl);
  if (!raster && imageUrl.endsWith('.svg')) {
    const svg = await stored(storage, imageUrl);
    if (svg) raster = drawSvg(svg.toString('utf8'), SIZE).asPng();
  }
  if (!raster) return null;
  return sharp(raster).resize({ width: SIZE, height: SIZE, fit: 'inside' }).flatten({ background: IVORY }).jpeg({ quality: 86 }).toBuffer();
}
