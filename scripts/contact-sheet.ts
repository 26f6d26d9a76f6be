/** A contact sheet of rendered pieces: each 512 px SVG drawn into a cell of a grid, saved as a PNG. */
import { writeFileSync } from 'node:fs';
import { drawSvg } from '../src/server/providers/images/png';

export function writeContactSheet(svgs: readonly string[], file: string, cols = 4, cell = 360): void {
  const parts = svgs.map((svg, i) => {
    const x = (i % cols) * cell;
    const y = Math.floor(i / cols) * cell;
    return svg.replace('<svg ', `<svg x="${x}" y="${y}" `).replace(/ width="512" height="512"/, ` width="${cell}" height="${cell}"`);
  });
  const W = cols * cell;
  const H = Math.ceil(svgs.length / cols) * cell;
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#faf7f2"/>${parts.join('')}</svg>`;
  writeFileSync(file, drawSvg(sheet, W).asPng());
}
