import { expect } from 'vitest';

/** A tiny well-formedness check: one root <svg>, balanced tags, nothing executable or external. */
export function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).not.toMatch(/<script|<foreignObject|<text|href="http|url\(http/i);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(tag);
    else stack.push(tag);
  }
  expect(stack).toEqual([]);
  expect(svg.endsWith('</svg>')).toBe(true);
}

/** Every id is defined once and every url(#…) and href="#…" names one of them. */
export function expectIdsResolve(svg: string): void {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  expect(refs.filter((r) => !ids.includes(r))).toEqual([]);
}
