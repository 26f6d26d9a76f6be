/**
 * The rest of the shop stores SVG renders (and derives PNGs from them), so the image model's PNG is
 * wrapped in the same square 512 × 512 SVG the embedded generator draws, as a data URI.
 *
 * The silver variant is the same photograph seen through a colour matrix, not a second image
 * request: the silver render must show the same piece (an image model never draws the same piece
 * twice), it halves the cost and the wait of a generation, and a generation cannot half-succeed.
 * The matrix takes each pixel's luminance (Rec. 709 weights, in sRGB so the tones stay as
 * photographed) and gives it silver's faint cool cast; the ivory background becomes a pale cool
 * white. Checked against the embedded generator's own silver render of the same piece: the tones
 * match closely. resvg renders the filter like browsers do.
 */

export const VIEW = 512;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
  return bytes.length > PNG_SIGNATURE.length + 25 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

const LUMA = [0.2126, 0.7152, 0.0722] as const;
/** Per-channel gain (cool: blue a touch above red) and lift, applied to the luminance. */
const SILVER_GAIN = [0.99, 1.0, 1.04] as const;
const SILVER_LIFT = 0.01;

/** The feColorMatrix values (5 × 4, row-major) that turn any metal into sterling silver tones. */
export const SILVER_MATRIX = SILVER_GAIN.map((g) => [...LUMA.map((w) => +(w * g).toFixed(4)), 0, SILVER_LIFT].join(' '))
  .concat('0 0 0 1 0')
  .join(' ');

/** A square SVG showing the PNG; `silver` renders it in sterling silver tones. */
export function pngToSvg(png: Buffer, opts: { silver?: boolean } = {}): string {
  const href = `data:image/png;base64,${png.toString('base64')}`;
  const filter = opts.silver
    ? `<defs><filter id="aa-silver" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${SILVER_MATRIX}"/></filter></defs>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${VIEW}" height="${VIEW}">` +
    filter +
    `<rect width="${VIEW}" height="${VIEW}" fill="#fcfaf6"/>` +
    `<image x="0" y="0" width="${VIEW}" height="${VIEW}" preserveAspectRatio="xMidYMid meet" href="${href}"${opts.silver ? ' filter="url(#aa-silver)"' : ''}/>` +
    `</svg>`
  );
}
