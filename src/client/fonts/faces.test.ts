import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { beyondCore, coreCodePoints, cutFace, FACES, FACES_CSS, faceFile, facesCss, sourceFace } from '../../../scripts/subset-fonts';

const root = path.resolve(__dirname, '../../..');

/** The files the shop writes its pages and pieces from: the client, the texts, the generator, the seed catalogue. */
function shopSources(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return ['src/client', 'src/shared', 'src/server/providers/images/procedural', 'src/server/db/seed'].flatMap((d) => files(path.join(root, d)).map((f) => readFileSync(f, 'utf8')));
}
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$/gm;
const inCore = (word: string) => [...word].every((c) => coreCodePoints.has(c.codePointAt(0)!));

async function shaper(woff2: Buffer) {
  // A copy: a Blob takes the whole ArrayBuffer, and a Buffer may be a slice of a larger one.
  const font = new hb.Font(new hb.Face(new hb.Blob(Uint8Array.from(await fontverter.convert(woff2, 'truetype')))));
  const outlines = new Map<number, string>();
  const outline = (glyph: number) => outlines.get(glyph) ?? outlines.set(glyph, font.glyphToPath(glyph)).get(glyph);
  /**
   * Each glyph's outline and placement: glyph ids differ between the two files, drawings must not.
   * A character neither face has (an emoji: the browser draws it from another font) is 'missing'.
   */
  return (text: string, features: string[] = []) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer, features.map((f) => hb.Feature.fromString(f)!));
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((g, i) => g.codepoint === 0 ? 'missing' : `${outline(g.codepoint)}@${positions[i].xAdvance},${positions[i].xOffset},${positions[i].yOffset}`);
  };
}

describe('font faces', () => {
  it('keep in their preloaded cores every character the shop writes its pages and pieces in, so no page of its own fetches a Latin file', () => {
    // Comments are not shown; the engraving pattern's À-ÿ is the letters a customer may type (the Latin files' part).
    const fetchesLatin = new Set(beyondCore);
    const outside = new Set(shopSources().flatMap((text) => [...text.replace(COMMENTS, '').replaceAll('À-ÿ', '')].filter((c) => fetchesLatin.has(c.codePointAt(0)!))));
    expect([...outside]).toEqual([]);
  });

  it('draw the shop’s words, accented names and tabular prices exactly as the whole faces do', async () => {
    const words = [...new Set(shopSources().flatMap((text) => text.split(/\s+/)))];
    const text = `${words.join(' ')} Café Zoë Chloé Ærin Œuvre naïve façade Straße ffi ffl fi fl Th ct st 0123456789 $1,234 € ™`;
    const coreText = words.filter(inCore).join(' ');
    for (const face of FACES) {
      // One after the other: fontverter's WOFF2 decoder is not reentrant.
      const whole = await shaper(sourceFace(face));
      const latin = await shaper(readFileSync(faceFile(face, 'latin')));
      const core = await shaper(readFileSync(faceFile(face, 'core')));
      for (const [name, cut, sample] of [['latin', latin, text], ['core', core, coreText]] as const) {
        // Compared here, not by toEqual: a diff of 275,000 glyphs would take minutes to print.
        const [drawn, expected] = [cut(sample), whole(sample)];
        const first = expected.findIndex((glyph, i) => drawn[i] !== glyph);
        expect({ glyphs: drawn.length, firstDifference: first }, `${face.pkg} ${face.weight} ${name}`).toEqual({ glyphs: expected.length, firstDifference: -1 });
        expect(cut('$12,480.00', ['tnum']), `${face.pkg} ${face.weight} ${name} tnum`).toEqual(whole('$12,480.00', ['tnum']));
      }
    }
  }, 60_000);

  it('are the files and the stylesheet scripts/subset-fonts.ts makes, and smaller than the whole faces', async () => {
    expect(readFileSync(FACES_CSS, 'utf8')).toBe(facesCss());
    for (const face of FACES) {
      for (const part of ['core', 'latin'] as const) {
        const committed = readFileSync(faceFile(face, part));
        expect(committed.equals(await cutFace(face, part)), `${face.pkg} ${face.weight} ${part}`).toBe(true);
        expect(committed.length).toBeLessThan(sourceFace(face).length);
      }
    }
  }, 60_000);
});
