// Makes the shop's four font faces from @fontsource's Latin files, keeping every character but only
// the OpenType features a page uses (decision 0016): the faces are what the largest paint waits for
// longest after the main script. Run after changing the faces or the features:
// npx tsx scripts/subset-fonts.ts
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

/** Fontsource's `latin` subset: the characters the shop has always loaded. */
const LATIN = [
  [0x00, 0xff], [0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6], [0x2da], [0x2dc], [0x304], [0x308], [0x329],
  [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];
const latinText = LATIN.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

const require = createRequire(import.meta.url);
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/client/fonts');

export const sourceFace = (face: Face) => readFileSync(require.resolve(`@fontsource/${face.pkg}/files/${face.pkg}-latin-${face.weight}-normal.woff2`));
export const faceFile = (face: Face) => path.join(outDir, `${face.pkg}-${face.weight}.woff2`);
export const FACES_CSS = path.join(outDir, 'faces.css');

export const cutFace = async (face: Face) => Buffer.from(await subsetFont(sourceFace(face), latinText, { targetFormat: 'woff2', keepFeatures: FEATURES }));

export function facesCss(): string {
  const rules = FACES.map(
    (face) =>
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${face.weight};\n  src: url(./${path.basename(faceFile(face))}) format('woff2');\n}\n`,
  );
  return `/* Made by scripts/subset-fonts.ts from @fontsource (SIL Open Font License); do not edit. */\n${rules.join('')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of FACES) {
    const bytes = await cutFace(face);
    writeFileSync(faceFile(face), bytes);
    console.log(`${path.basename(faceFile(face))}: ${bytes.length} bytes (from ${sourceFace(face).length})`);
  }
  writeFileSync(FACES_CSS, facesCss());
}
