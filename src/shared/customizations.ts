import { CUSTOMIZATIONS_MAX_CHARS } from './limits';
import { normaliseMaterial } from './materials';

// One canonical form for a line's customizations, so 'identical customizations' (spec 01, section 4)
// compares equal whatever spelling or key order the client sent.

export type CustomizationValue = string | number | boolean | null;

/** Material normalised to '14k-gold' | 'sterling-silver', keys sorted, undefined values dropped. */
export function normaliseCustomizations(input: Record<string, unknown> | null | undefined): Record<string, CustomizationValue> {
  const out: Record<string, CustomizationValue> = {};
  const source = input ?? {};
  for (const key of Object.keys(source).sort()) {
    const value = source[key];
    if (key === 'material' || key === '__proto__') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as CustomizationValue;
  }
  const material = typeof source.material === 'string' ? source.material : undefined;
  return { material: normaliseMaterial(material), ...out };
}

/** A stable string for comparing and for a unique index on (owner, design, customizations). */
export function customizationsKey(input: Record<string, unknown> | null | undefined): string {
  return JSON.stringify(normaliseCustomizations(input));
}

/** Whether customizations fit a bag line: their canonical form, as stored, at most CUSTOMIZATIONS_MAX_CHARS. */
export function customizationsFit(input: Record<string, unknown> | null | undefined): boolean {
  return customizationsKey(input).length <= CUSTOMIZATIONS_MAX_CHARS;
}
