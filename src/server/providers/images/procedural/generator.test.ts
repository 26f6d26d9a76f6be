import { describe, expect, it } from 'vitest';
import { DESIGN_STYLES, FINISHES, METALS } from '@shared/options';
import { silverPrice, silverWeight } from '@shared/pricing';
import { renderPng } from '../png';
import type { DesignRequest } from '../types';
import { createProceduralGenerator, extractEngraving, generateDesign, MOTIFS, planMotifs } from '.';
import { subjectById } from './subjects/library';
import { expectWellFormedSvg } from '../../../../../tests/helpers/svg';
import { retailDollars } from './price';
import { outlineOf } from './outline';
import { createRng } from './random';
import { canScript, layoutScript } from './script-alphabet';

const base: DesignRequest = { prompt: 'a sleeping fox curled around a crescent moon', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 };

const wellFormed = expectWellFormedSvg;
const motifIds = (prompt: string) => planMotifs(prompt, null).motifs.map((m) => m.id);

describe('procedural generator', () => {
  it('gives the same design for the same inputs and seed, and another for another seed', () => {
    const a = generateDesign(base);
    const b = generateDesign(base);
    const c = generateDesign({ ...base, seed: 2 });
    expect(a.svg).toBe(b.svg);
    expect(a.silverSvg).toBe(b.silverSvg);
    expect(a).toEqual(b);
    expect(c.svg).not.toBe(a.svg);
  });

  it('implements the provider interface', async () => {
    const provider = createProceduralGenerator();
    expect(provider.name).toBe('procedural');
    const r = await provider.generate(base);
    expect(r.motifs).toEqual(['fox', 'moon']);
  });

  it('chooses motifs from the prompt, hand-drawn where one is made for the subject', () => {
    expect(motifIds('a sleeping fox curled around a crescent moon')).toEqual(['fox', 'moon']);
    expect(motifIds('kitty')).toEqual(['cat']);
    expect(motifIds('stars')).toEqual(['star']);
    expect(motifIds('puppy')).toEqual(['dog']);
    expect(motifIds('ocean')).toEqual(['wave']);
    expect(motifIds('autumn leaves')).toEqual(['leaf']);
    expect(motifIds('tree of life')).toEqual(['tree']);
    expect(motifIds('anchor and compass')).toEqual(['anchor', 'compass']);
    expect(motifIds('celtic knot cross')).toEqual(['celtic-cross']);
    expect(motifIds('four leaf clover')).toEqual(['clover']);
    expect(motifIds('sun, moon, star and heart')).toHaveLength(3);
    // Quoted text is engraved, not drawn: "Luna" is a name here, not a moon.
    expect(motifIds('paw print with the name "Luna"')).toEqual(['paw']);
  });

  it('draws a plain brilliant, and says so, for words of feeling, occasion or trade: only a named thing is asked for', () => {
    for (const prompt of ['in loving memory of my mum', 'for my husband on our wedding anniversary', 'for a new nurse',
      'good luck on your travels', 'faith hope and love']) {
      const plan = planMotifs(prompt, null);
      expect(plan.motifs.map((m) => m.id), prompt).toEqual(['gem']);
      expect(plan.note, prompt).toContain("We couldn't find a subject we can draw");
    }
  });

  it('leaves names to the engraving and reads the longest name the library knows', () => {
    expect(motifIds('our bunny Clover')).toEqual(['rabbit']);
    expect(motifIds('our parrot Kiwi and a Star')).toEqual(['parrot', 'star']);
    expect(motifIds('star of david')).toEqual(['star of david']);
    expect(motifIds('a palm tree and a star')).toEqual(['palm tree', 'star']);
    expect(motifIds('compass rose')).toEqual(['compass']);
    expect(motifIds('golden retriever')).toEqual(['dog']);
  });

  it('names subjects as titles, little words and the customer\'s capitals kept', () => {
    expect(generateDesign({ ...base, prompt: 'the star of david' }).name).toMatch(/\bStar of David\b/);
    expect(generateDesign({ ...base, prompt: 'a fleur-de-lis' }).name).toMatch(/\bFleur-de-Lis\b/);
    expect(generateDesign({ ...base, prompt: 'EKG heartbeat line' }).name).toMatch(/^EKG Heartbeat Line /);
  });

  it('has at least 30 hand-drawn motifs, each drawing subjects of the library', () => {
    expect(MOTIFS.length).toBeGreaterThanOrEqual(30);
    for (const m of MOTIFS) {
      for (const id of m.subjects) expect(subjectById(id), `${m.id} draws '${id}'`).toBeDefined();
      expect(m.draw({ next: () => 0.5, range: (a) => a, int: (a) => a, pick: (x) => x[0], chance: () => false }).length).toBeGreaterThan(0);
    }
  });

  it('engraves quoted names, initials and dates', () => {
    expect(extractEngraving('paw print with the name "Luna"')).toBe('Luna');
    expect(extractEngraving('rose with initials “A.M.”')).toBe('A.M.');
    expect(extractEngraving('wedding rings with date 06.21.2025')).toBe('06.21.2025');
    expect(extractEngraving('a fox')).toBeNull();
    const r = generateDesign({ ...base, prompt: 'paw print with the name "Luna"' });
    expect(r.engraving).toBe('Luna');
    expect(r.name).toContain('Luna');
    expect(r.description).toContain('Luna');
  });

  it('draws a well-formed SVG for every style, metal and finish, and resvg renders it', () => {
    for (const designStyle of DESIGN_STYLES) {
      for (const metal of METALS) {
        for (const finish of FINISHES) {
          const r = generateDesign({ ...base, prompt: 'rose with initials "A.M."', designStyle, metal, finish });
          wellFormed(r.svg);
          wellFormed(r.silverSvg);
        }
      }
    }
    const png = renderPng(generateDesign({ ...base, designStyle: 'Ornate', finish: 'Vintage' }).svg, 256);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
   // Each style builds its castable model once (a metal or finish changes no shape).
  }, 60_000);

  it('draws every form', () => {
    for (const form of ['charm', 'pendant', 'earrings', 'bracelet'] as const) {
      for (const seed of [1, 2, 3]) wellFormed(generateDesign({ ...base, form, seed }).svg);
    }
    for (const prompt of ['a fox-shaped charm', 'butterfly cut-out necklace', 'earrings shaped like tiny cacti', 'a cut-out of my dog named Angus', 'name necklace that says Chlo\u00e9', 'a name necklace in all caps, BROOKLYN', 'two initial charms, L and M, on one chain']) {
      for (const designStyle of ['None', 'Flat'] as const) {
        const r = generateDesign({ ...base, prompt, designStyle });
        wellFormed(r.svg);
        wellFormed(r.silverSvg);
      }
    }
  }, 60_000);

  it('cuts a silhouette to its subject\'s outline, with no disc round it', () => {
    const star = generateDesign({ ...base, prompt: 'a star-shaped charm, a 5 point star, no circle around it' });
    expect(star.form).toBe('silhouette');
    // The plate is the one long traced outline in the piece: a star's, tips and notches, not a circle's.
    const plate = /<path d="(M [-\d. ]+(?: L [-\d. ]+){30,} Z)"/.exec(star.svg)?.[1] ?? '';
    const points = [...plate.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(points.length).toBeGreaterThan(30);
    const [cx, cy] = [0, 1].map((k) => points.reduce((sum, p) => sum + p[k], 0) / points.length);
    const radii = points.map(([x, y]) => Math.hypot(x - cx, y - cy));
    expect(Math.max(...radii) / Math.min(...radii)).toBeGreaterThan(1.6);
    // The outline follows the subject's ink, grown by the rim: a star's area, far from its disc's.
    const starParts = (MOTIFS.find((m) => m.id === 'star') as (typeof MOTIFS)[number]).draw(createRng(1));
    const outline = outlineOf(starParts, 4.2, 2.6);
    const [x0, y0, x1, y1] = outline.box;
    expect(outline.area).toBeLessThan(0.6 * Math.PI * ((x1 - x0) / 2) * ((y1 - y0) / 2));
    expect(outline.area).toBeGreaterThan(0.25 * (x1 - x0) * (y1 - y0));
  });

  it('hangs a silhouette from metal, not air: on an arm when its middle is open at the top', () => {
    // A U: its top middle is the opening between the arms.
    const u = outlineOf([{ kind: 'wire', d: 'M 20 15 L 20 85 L 80 85 L 80 15', w: 10 }], 4, 2.5);
    const [hx, hy] = u.hang;
    expect(Math.abs(hx - 20) < 8 || Math.abs(hx - 80) < 8).toBe(true);
    expect(hy).toBeLessThan(12);
    // A crescent hangs from its top, within reach of its balance point.
    const moon = outlineOf((MOTIFS.find((m) => m.id === 'moon') as (typeof MOTIFS)[number]).draw(createRng(1)), 4.2, 2.6);
    expect(moon.hang[1] - moon.box[1]).toBeLessThan(3);
  });

  it('writes a name in joined script as one continuous wire, its letters running on at the baseline', () => {
    for (const name of ['Sophia', 'Isabella', 'Chlo\u00e9', 'Mama', 'Evangeline']) {
      const layout = layoutScript(name);
      expect(layout.main.match(/M/g)).toHaveLength(1);
      expect(layout.main).not.toMatch(/NaN/);
    }
    // Dots, bars and accents are strokes of their own that touch the letters; a name in capitals stands on a bar.
    expect(layoutScript('Chlo\u00e9').marks).toHaveLength(1);
    expect(layoutScript('BROOKLYN').main).toMatch(/^M -?[\d.]+ [\d.]+ L -?[\d.]+ [\d.]+$/);
    expect(canScript('\u0623\u0645\u0644')).toBe(false);
    expect(canScript('Zo\u00eb')).toBe(true);
    // The drawn piece carries that wire.
    const r = generateDesign({ ...base, prompt: 'name necklace that says Sophia' });
    expect(r.form).toBe('name');
    wellFormed(r.svg);
  });

  it('prices and weighs by the model: positive, growing with complexity, retail figures', () => {
    const simple = generateDesign({ ...base, prompt: 'heart', designStyle: 'None', seed: 3 });
    const rich = generateDesign({ ...base, prompt: 'heart, star and moon with "Forever Yours"', designStyle: 'Ornate', finish: 'Vintage', metal: 'Tri-Tone Mix', seed: 3 });
    for (const r of [simple, rich]) {
      expect(r.weightGrams).toBeGreaterThan(0);
      expect(r.priceCents).toBeGreaterThan(0);
      expect(r.priceCents % 100).toBe(0);
      expect(r.widthMm).toBeGreaterThan(8);
      expect(r.heightMm).toBeGreaterThan(8);
      expect(String(r.priceCents / 100)).toMatch(/[059]$/);
    }
    expect(rich.priceCents).toBeGreaterThan(simple.priceCents);
    expect(rich.weightGrams).toBeGreaterThan(simple.weightGrams);
    expect(retailDollars(483.2)).toBe(479);
    expect(retailDollars(1262)).toBe(1250);
    const gold = simple.priceCents / 100;
    expect(silverPrice(gold)).toBe(Math.round(gold * 0.65));
    expect(silverWeight(simple.weightGrams)).toBeCloseTo(simple.weightGrams * 0.54, 2);
  });

  it('names a meaningful prompt beautifully, and describes motif, style, metal, finish and size', () => {
    const r = generateDesign({ ...base, designStyle: 'Celestial', metal: 'Rose Gold' });
    expect(r.name).not.toBe('Custom Design');
    expect(r.name).toMatch(/Fox/);
    expect(r.description).toMatch(/fox/);
    expect(r.description).toMatch(/crescent moon/);
    expect(r.description).toMatch(/Celestial/);
    expect(r.description).toMatch(/rose gold/);
    expect(r.description).toMatch(/high-polish/);
    expect(r.description).toMatch(/\d+(\.\d)? × \d+(\.\d)? mm/);
    const sentences = r.description.split(/(?<=[.”])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it('draws a monogram only when the prompt asks for letters, and says so when it can draw nothing named', () => {
    const plain = generateDesign({ ...base, prompt: 'Zephyrine Quorra Blythe' });
    expect(plain.motifs).toEqual(['gem']);
    expect(plain.name).not.toBe('Custom Design');
    expect(plain.note).toMatch(/^We couldn't find a subject we can draw in your words yet, .*Request a quote/);
    wellFormed(plain.svg);
    const asked = generateDesign({ ...base, prompt: 'a monogram of our initials for Zephyrine Quorra Blythe' });
    expect(asked.motifs).toEqual(['monogram']);
    expect(asked.note).toBeNull();
  });

  it('draws the subjects a customer names from the library, in their order and words, and files the piece by the first', () => {
    const owl = generateDesign({ ...base, prompt: 'an owl perched on a book' });
    expect(owl.motifs).toEqual(['owl', 'book']);
    expect(owl.name).toMatch(/Owl/);
    // Issue 22 point 4: the description says the scene in the prompt's own words.
    expect(owl.description).toMatch(/^An owl perched on a book, in raised relief,/);
    expect(owl.category).toBe('pets-animals');
    expect(owl.note).toBeNull();
    wellFormed(owl.svg);
    const lighthouse = generateDesign({ ...base, prompt: 'a lighthouse on a rocky shore' });
    expect(lighthouse.motifs[0]).toBe('lighthouse');
    expect(lighthouse.name).not.toMatch(/Monogram/);
    // A library phrase that says more than a hand-drawn word in it names the subject ('sea' alone is the wave).
    const turtle = generateDesign({ ...base, prompt: 'a sea turtle swimming through waves' });
    expect(turtle.motifs).toEqual(['sea turtle', 'wave']);
    expect(turtle.name).toMatch(/Sea Turtle/);
    const kitten = generateDesign({ ...base, prompt: 'a tiny kitten' });
    expect(kitten.description).toMatch(/kitten/);
    expect(kitten.note).toBeNull();
  });

  it('says what it drew instead when a subject is only the nearest it has', () => {
    const cello = generateDesign({ ...base, prompt: 'a cello' });
    expect(cello.note).toMatch(/^We couldn't draw 'cello' yet, so this shows the nearest we have: a violin\. Request a quote and an artisan will draw it by hand\.$/);
  });
});
