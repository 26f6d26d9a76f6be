import { describe, expect, it } from 'vitest';
import type { DesignRequest } from '../types';
import { compose, type Placement } from './compose';
import { generateDesign, planMotifs } from './generate';
import { createRng } from './random';

const request: DesignRequest = { prompt: '', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 };

/** The placements a prompt's motifs get, by id, with each one's ink box in field radii. */
function placed(prompt: string, seed = 1) {
  const plan = planMotifs(prompt, null);
  const out = compose(plan.motifs, createRng(seed), false, plan.scene?.relation ?? null);
  const ink = (p: Placement) => {
    const w = ((p.motif.ink?.w ?? 96) / 100) * p.size;
    const h = ((p.motif.ink?.h ?? 96) / 100) * p.size;
    return { top: p.y - h / 2, bottom: p.y + h / 2, left: p.x - w / 2, right: p.x + w / 2, w, h };
  };
  const by = (id: string) => {
    const p = out.find((o) => o.motif.id === id);
    if (!p) throw new Error(`${id} not placed in ${out.map((o) => o.motif.id)}`);
    return { ...p, order: out.indexOf(p), ink: ink(p) };
  };
  return { plan, out, by };
}

describe('scenes: two subjects laid out as the words relate them', () => {
  it('stands an owl perched on a book on the top edge of the book, smaller', () => {
    for (const seed of [1, 2, 3]) {
      const { plan, by } = placed('an owl perched on a book', seed);
      expect(plan.scene?.relation).toBe('on');
      const owl = by('owl');
      const book = by('book');
      expect(owl.y).toBeLessThan(book.y);
      expect(owl.size).toBeLessThan(book.size);
      expect(book.ink.w).toBeGreaterThan(owl.ink.w);
      // The owl's feet on the book's top edge: touching, not floating, not sunk into it.
      expect(Math.abs(owl.ink.bottom - book.ink.top)).toBeLessThan(0.1);
      expect(Math.abs(owl.x - book.x)).toBeLessThan(0.1);
    }
  });

  it('puts the star above a bird under it, smaller, with air between', () => {
    const { plan, by } = placed('a bird under a star');
    expect(plan.scene?.relation).toBe('under');
    const star = by('star');
    const bird = by('bird');
    expect(star.y).toBeLessThan(bird.y);
    expect(star.size).toBeLessThan(bird.size);
    expect(star.ink.bottom).toBeLessThan(bird.ink.top);
  });

  it('lays a dragon wrapped around a sword across its middle, drawn over it', () => {
    const { plan, by } = placed('a dragon wrapped around a sword');
    expect(plan.scene?.relation).toBe('around');
    const dragon = by('dragon');
    const sword = by('sword');
    expect(Math.hypot(dragon.x - sword.x, dragon.y - sword.y)).toBeLessThan(0.15);
    expect(dragon.order).toBeGreaterThan(sword.order);
  });

  it('sets a goldfish in a bowl small at the bowl’s centre, and a crow holding a key with the key at its lower right', () => {
    const inside = placed('a goldfish in a bowl');
    expect(inside.plan.scene?.relation).toBe('inside');
    const fish = inside.by('fish');
    const bowl = inside.by('bowl');
    expect(fish.size).toBeLessThan(bowl.size * 0.6);
    expect(Math.hypot(fish.x - bowl.x, fish.y - bowl.y)).toBeLessThan(0.15);

    const holding = placed('a crow holding a key in its beak');
    expect(holding.plan.motifs.map((m) => m.id)).toEqual(['raven', 'key']);
    const crow = holding.by('raven');
    const key = holding.by('key');
    expect(key.size).toBeLessThan(crow.size);
    expect(key.x).toBeGreaterThan(crow.x);
    expect(key.y).toBeGreaterThan(crow.y);
  });

  it('keeps every subject within the medallion’s field', () => {
    for (const prompt of ['an owl perched on a book', 'a lighthouse on a rocky shore', 'a tent under the stars', 'a dolphin jumping over a wave', 'an owl perched on a book under the stars']) {
      const { out } = placed(prompt);
      for (const p of out) expect(Math.hypot(p.x, p.y) + p.size * 0.46, `${prompt}: ${p.motif.id}`).toBeLessThan(1.05);
    }
  });

  it('places prompts with no scene as before: side by side, a nest, a horizon with its sky', () => {
    for (const prompt of ['anchor and compass', 'an anchor beside a compass', 'heart, star and moon', 'a fox with a crescent moon', 'a sleeping fox curled around a crescent moon', 'the sun above the mountains', 'a bee on a honeycomb']) {
      const { plan } = placed(prompt);
      for (const seed of [1, 2]) expect(compose(plan.motifs, createRng(seed), false, plan.scene?.relation ?? null), prompt).toEqual(compose(plan.motifs, createRng(seed), false));
    }
  });

  it('exposes the relation on the render and says it in the prompt’s words', () => {
    const owl = generateDesign({ ...request, prompt: 'an owl perched on a book' });
    expect(owl.relation).toBe('on');
    expect(owl.description).toMatch(/^An owl perched on a book, in raised relief,/);
    const fox = generateDesign({ ...request, prompt: 'a sleeping fox curled around a crescent moon' });
    expect(fox.relation).toBe('around');
    expect(fox.description).toMatch(/^A fox curled around a crescent moon/);
    expect(generateDesign({ ...request, prompt: 'an owl' }).relation).toBeNull();
    expect(generateDesign({ ...request, prompt: 'anchor and compass' }).relation).toBe('with');
  });
});
