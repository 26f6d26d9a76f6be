// Makes the shop's four font faces from @fontsource's Latin files, with only the OpenType features a
// page uses (decision 0016): the faces are what the largest paint waits for longest after the main
// script. Each face is two files: its core (ASCII and the shop's punctuation), preloaded, and the
// whole of Latin as a family of its own ('Jost Latin'), next in the font stack, which the browser
// fetches only for a character the core lacks (a name engraved "Zoë"). Run after changing the faces,
// the core or the features: npx tsx scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FACES = [
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500 },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 600 },
  { family: 'Jost', pkg: 'jost', weight: 400 },
  { family: 'Jost', pkg: 'jost', weight: 500 },
] as const;
export type Face = (typeof FACES)[number];

/**
 * Kerning, the standard and contextual ligatures and alternates a browser applies by default to
 * Latin text (the others change nothing in these faces: checked by faces.test.ts), and the tabular
 * figures of the prices. Small capitals, old-style figures, swashes and the like are dropped.
 */
export const FEATURES = ['kern', 'liga', 'calt', 'tnum'];

/** ASCII, the no-break space, and the punctuation the shop's texts use (checked by faces.test.ts). */
export const CORE = [[0x00, 0x7e], [0xa0], [0xa9], [0xb7], [0xd7], [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022], [0x2026]];

/** Fontsource's `latin` subset: the characters the shop has always loaded. */
const LATIN = [
  [0x00, 0xff], [0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6], [0x2da], [0x2dc], [0x304], [0x308], [0x329],
  [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];
const codePoints = (ranges: number[][]) => ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
export const coreCodePoints = new Set(codePoints(CORE));
const latinCodePoints = codePoints(LATIN);
/** What only the Latin files draw: the characters whose use fetches them. */
export const beyondCore = latinCodePoints.filter((c) => !coreCodePoints.has(c));

/** `U+A1-A8,U+AA,...` for a sorted list of code points. */
function unicodeRange(points: number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    ranges.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return ranges.join(',');
}

const require = createRequire(import.meta.url);
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/client/fonts');

export const sourceFace = (face: Face) => readFileSync(require.resolve(`@fontsource/${face.pkg}/files/${face.pkg}-latin-${face.weight}-normal.woff2`));
export type Part = 'core' | 'latin';
export const faceFile = (face: Face, part: Part) => path.join(outDir, `${face.pkg}-${face.weight}-${part}.woff2`);
export const FACES_CSS = path.join(outDir, 'faces.css');

export async function cutFace(face: Face, part: Part): Promise<Buffer> {
  const points = part === 'core' ? [...coreCodePoints] : latinCodePoints;
  return Buffer.from(await subsetFont(sourceFace(face), String.fromCodePoint(...points), { targetFormat: 'woff2', keepFeatures: FEATURES }));
}

export function facesCss(): string {
  // The Latin family only for what the core lacks, so a toast's emoji does not fetch it.
  const latinRange = unicodeRange(beyondCore);
  const rule = (family: string, weight: number, file: string, range?: string) =>
    `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n  src: url(./${path.basename(file)}) format('woff2');\n${range ? `  unicode-range: ${range};\n` : ''}}\n`;
  const rules = FACES.flatMap((face) => [rule(face.family, face.weight, faceFile(face, 'core')), rule(`${face.family} Latin`, face.weight, faceFile(face, 'latin'), latinRange)]);
  return `/* Made by scripts/subset-fonts.ts from @fontsource (SIL Open Font License); do not edit. */\n${rules.join('')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of FACES) {
    for (const part of ['core', 'latin'] as const) {
      const bytes = await cutFace(face, part);
      writeFileSync(faceFile(face, part), bytes);
      console.log(`${path.basename(faceFile(face, part))}: ${bytes.length} bytes (from ${sourceFace(face).length})`);
    }
  }
  writeFileSync(FACES_CSS, facesCss());
}
