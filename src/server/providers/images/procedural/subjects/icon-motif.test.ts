import { describe, expect, it } from 'vitest';
import { foundIcon, iconifyIcon } from '../../../../../../tests/helpers/iconify';
import { expectIdsResolve, expectWellFormedSvg } from '../../../../../../tests/helpers/svg';
import { drawSvg, renderPng } from '../../png';
import type { DesignRequest } from '../../types';
import { designWithMotifs } from '../generate';
import { iconInk, iconMotif, singular, withArticle } from './icon-motif';

const request: DesignRequest = { prompt: 'a charm', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 3 };

// Twelve-odd icons across the five sets: filled silhouettes, line-art silhouettes with holes, two-path
// bodies, a clipped healthicons body and Tabler's stroked lines.
const ICONS: [string, string][] = [
  ['game-icons:owl', 'owl'],
  ['game-icons:lighthouse', 'lighthouse'],
  ['game-icons:dragon-head', 'dragon'],
  ['game-icons:sea-turtle', 'sea turtle'],
  ['game-icons:elephant', 'elephant'],
  ['mdi:elephant', 'elephant'],
  ['mdi:dog', 'dog'],
  ['ph:butterfly-fill', 'butterfly'],
  ['ph:paw-print-fill', 'paw print'],
  ['tabler:stethoscope', 'stethoscope'],
  ['tabler:anchor', 'anchor'],
  ['healthicons:stethoscope', 'stethoscope'],
  ['healthicons:tooth', 'tooth'],
];

const motif = (icon: string, subject: string) => iconMotif(foundIcon(icon, subject));
/** A stretch of the icon's drawing that only its body carries. */
const marker = (icon: string) => (/ d="([^"]{24})/.exec(iconifyIcon(icon).body) as RegExpExecArray)[1];
const count = (svg: string, text: string) => svg.split(text).length - 1;

/** The SVG with its id prefix, metal names and colours blanked: what is left is the drawing itself. */
function drawingOf(svg: string): string {
  const prefix = (/id="([a-z0-9]+)-bg"/.exec(svg) as RegExpExecArray)[1];
  return svg.replaceAll(`${prefix}-`, 'P-').replace(/-(yellow|silver)\b/g, '-metal').replace(/#[0-9a-f]{6}\b/gi, '#colour');
}

/**
 * How much lighter the relief is than the ground it stands on: the mean luminance difference between
 * a render and the same piece without the relief, over the pixels the relief changes.
 */
function lift(drawn: string, ground: string): number {
  const size = 128;
  const [pa, pb] = [drawSvg(drawn, size).pixels, drawSvg(ground, size).pixels];
  const lum = (p: Buffer, i: number) => 0.2126 * p[i] + 0.7152 * p[i + 1] + 0.0722 * p[i + 2];
  let sum = 0;
  let n = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const d = lum(pa, i) - lum(pb, i);
    if (Math.abs(d) > 3) {
      sum += d;
      n++;
    }
  }
  return sum / n;
}

describe('icon subjects as motifs', () => {
  it('names the subject in the customer’s words when the icon draws what they named', () => {
    const beagle = iconMotif(foundIcon('game-icons:sitting-dog', 'dog', 'beagle', 'kind'));
    expect([beagle.id, beagle.title, beagle.noun, beagle.subjects]).toEqual(['dog', 'Beagle', 'a beagle', ['dog']]);
    const kitten = iconMotif(foundIcon('game-icons:cat', 'cat', 'Kitten', 'kind'));
    expect([kitten.title, kitten.noun]).toEqual(['Kitten', 'a kitten']);
    const turtles = iconMotif(foundIcon('game-icons:sea-turtle', 'sea turtle', 'sea  turtles'));
    expect([turtles.title, turtles.noun]).toEqual(['Sea Turtle', 'a sea turtle']);
    const owl = iconMotif(foundIcon('game-icons:owl', 'owl', 'Owls'));
    expect([owl.title, owl.noun]).toEqual(['Owl', 'an owl']);
    // Only the nearest we have: named as what is drawn, never as what was asked for.
    const bear = iconMotif(foundIcon('game-icons:bear-head', 'bear', 'tardigrade', 'nearest'));
    expect([bear.title, bear.noun]).toEqual(['Bear', 'a bear']);
    // A place's own name as written, a proper noun with no article.
    const helens = iconMotif({ ...foundIcon('ph:mountains-fill', 'mountain', 'Mount St. Helens', 'kind'), proper: true });
    expect([helens.title, helens.noun]).toEqual(['Mount St. Helens', 'Mount St. Helens']);
    expect(['foxes', 'puppies', 'wolves', 'mice', 'iris', 'octopus', 'glasses'].map(singular)).toEqual(['fox', 'puppy', 'wolf', 'mouse', 'iris', 'octopus', 'glass']);
    expect(['unicorn', 'eagle', 'hourglass', 'horse'].map(withArticle)).toEqual(['a unicorn', 'an eagle', 'an hourglass', 'a horse']);
  });

  it('fills its box with a small margin, ink centred, aspect kept, and estimates the metal it covers', () => {
    for (const [icon, subject] of ICONS) {
      const m = motif(icon, subject);
      const parts = m.draw({ next: () => 0.5, range: (a) => a, int: (a) => a, pick: (x) => x[0], chance: () => false });
      expect(parts).toHaveLength(1);
      const part = parts[0];
      if (part.kind !== 'icon') throw new Error('not an icon part');
      const ink = iconInk(part.icon);
      const s = part.size / Math.max(part.icon.width, part.icon.height);
      const left = part.x + (part.size - part.icon.width * s) / 2;
      const top = part.y + (part.size - part.icon.height * s) / 2;
      const [x0, y0, x1, y1] = ink.box.map((v) => v * s);
      expect(Math.max(x1 - x0, y1 - y0)).toBeLessThanOrEqual(92.01);
      expect(Math.max(x1 - x0, y1 - y0)).toBeGreaterThan(70);
      expect(left + x0).toBeGreaterThanOrEqual(3.9);
      expect(left + x1).toBeLessThanOrEqual(96.1);
      expect(top + y0).toBeGreaterThanOrEqual(3.9);
      expect(top + y1).toBeLessThanOrEqual(96.1);
      expect((left + x0 + left + x1) / 2).toBeCloseTo(50, 5);
      expect(m.coverage).toBeGreaterThan(0.1);
      expect(m.coverage).toBeLessThan(0.8);
      expect(iconInk(part.icon)).toBe(ink);
    }
  });

  it('draws every icon as relief on a medallion in gold and silver: one body per metal, ids its own, the same drawing in other paints', () => {
    for (const [icon, subject] of ICONS) {
      const r = designWithMotifs(request, [motif(icon, subject)], null);
      expect(r.motifs).toEqual([subject]);
      for (const svg of [r.svg, r.silverSvg]) {
        expectWellFormedSvg(svg);
        expectIdsResolve(svg);
        expect(count(svg, marker(icon))).toBe(1);
        expect(svg).not.toMatch(/feDiffuseLighting|feSpecularLighting|<filter/);
      }
      expect(r.svg).not.toBe(r.silverSvg);
      expect(drawingOf(r.svg)).toBe(drawingOf(r.silverSvg));
    }
  });

  it('renders with resvg, the relief lighter than the darker field it stands on, as a jeweller polishes a relief on a matte ground', () => {
    for (const [icon, subject] of [['game-icons:owl', 'owl'], ['ph:butterfly-fill', 'butterfly']]) {
      const m = motif(icon, subject);
      for (const metal of ['Yellow Gold', 'Rose Gold', 'Sterling Silver'] as const) {
        const req = { ...request, metal };
        const drawn = designWithMotifs(req, [m], null).svg;
        expect(renderPng(drawn, 256).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        expect(lift(drawn, designWithMotifs(req, [{ ...m, draw: () => [] }], null).svg)).toBeGreaterThan(10);
      }
    }
  });

  it('draws in every form and in the Flat style, the body defined once however many medallions show it', () => {
    const icons = [['game-icons:lighthouse', 'lighthouse'], ['tabler:stethoscope', 'stethoscope']] as const;
    for (const [icon, subject] of icons) {
      for (const form of ['pendant', 'earrings', 'bracelet'] as const) {
        for (const seed of [1, 2]) {
          const r = designWithMotifs({ ...request, form, seed }, [motif(icon, subject)], null);
          expectWellFormedSvg(r.svg);
          expectIdsResolve(r.svg);
          expect(count(r.svg, marker(icon))).toBe(1);
        }
      }
      const flat = designWithMotifs({ ...request, designStyle: 'Flat' }, [motif(icon, subject)], null);
      expectWellFormedSvg(flat.svg);
      expectIdsResolve(flat.svg);
      // Two subjects and an engraving, the way the scenes will lay them out.
      const two = designWithMotifs({ ...request, designStyle: 'Ornate', finish: 'Vintage' }, [motif(icon, subject), motif('game-icons:owl', 'owl')], 'Ada');
      expectWellFormedSvg(two.svg);
      expectIdsResolve(two.svg);
      expect(two.description).toContain('Ada');
    }
  });
});
