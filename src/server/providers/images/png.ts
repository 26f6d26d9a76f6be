import { Resvg } from '@resvg/resvg-js';

/**
 * Renders an SVG to a square PNG `size` pixels wide. The generator's SVGs carry no text elements
 * (engraving is drawn with a stroke alphabet), so no system fonts are loaded.
 */
export function renderPng(svg: string, size = 1024): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    background: 'rgba(255, 255, 255, 0)',
  });
  return resvg.render().asPng();
}
