import { Resvg, type RenderedImage } from '@resvg/resvg-js';

/**
 * Draws an SVG square `size` pixels wide. The generator's SVGs carry no text elements (engraving is
 * drawn with a stroke alphabet), so no system fonts are loaded.
 */
export function drawSvg(svg: string, size = 1024): RenderedImage {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    background: 'rgba(255, 255, 255, 0)',
  }).render();
}

/** An SVG as a square PNG `size` pixels wide. */
export function renderPng(svg: string, size = 1024): Buffer {
  return drawSvg(svg, size).asPng();
}
