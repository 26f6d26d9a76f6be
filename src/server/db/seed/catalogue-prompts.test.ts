import { describe, expect, it } from 'vitest';
import { FEATURED_CATEGORIES } from '@shared/options';
import { collectionFor, formFor } from '../../features/designs/collection-rule';
import { generateDesign } from '../../providers/images/procedural';
import { CATALOGUE } from './catalogue-prompts';

const pieces = Object.entries(CATALOGUE).flatMap(([collection, list]) =>
  list.map((p, i) => ({ collection, ...p, form: formFor(collection), seed: i + 1 })));

describe('the seeded catalogue', () => {
  it('has fourteen pieces in each featured collection, each prompt once in its form', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(FEATURED_CATEGORIES.map((c) => c.value).sort());
    for (const list of Object.values(CATALOGUE)) expect(list).toHaveLength(14);
    const keys = pieces.map((p) => `${p.form}|${p.prompt}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Each piece is listed where a person expects it; the collection rule must file it there, from the
  // piece's form and its main (first drawn) subject, with no subject it could not draw.
  it.each(pieces.map((p) => [p.collection, p.prompt, p] as const))('files %s: %s', (collection, _prompt, p) => {
    const design = generateDesign({ prompt: p.prompt, designStyle: p.style, metal: p.metal, finish: p.finish, form: p.form, seed: p.seed });
    expect(design.note, `${p.prompt} → ${design.motifs.join(', ')}`).toBeNull();
    // Its castable model passes every check a caster makes (issue 25, point 2), in its own style and form.
    expect(design.model?.checks.filter((c) => !c.pass) ?? ['no model']).toEqual([]);
    expect(design.model?.fallback).toBe(false);
    expect(`${collectionFor(p.form, design.category)} (${design.motifs.join(', ')})`).toBe(`${collection} (${design.motifs.join(', ')})`);
  });
});
