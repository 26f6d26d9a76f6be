import { describe, it, expect } from 'vitest';
import {
  COLLECTION_CATEGORIES, FEATURED_CATEGORIES, GENERATE_DEFAULTS, METALS, QUOTE_BUDGETS,
  labelOf, statusTone, toggledProductionStatus,
} from './options';
import { badgeText } from './limits';

describe('options', () => {
  it('lists the ten category ids, nine of them featured', () => {
    expect(COLLECTION_CATEGORIES).toHaveLength(10);
    expect(FEATURED_CATEGORIES.map((c) => c.value)).not.toContain('all');
  });
  it('names the metal mixes and the defaults', () => {
    expect(METALS).toContain('Two-Tone (Yellow & Rose)');
    expect(GENERATE_DEFAULTS).toEqual({ designStyle: 'None', material: 'Yellow Gold', finish: 'Polished' });
  });
  it('labels budgets', () => {
    expect(labelOf(QUOTE_BUDGETS, 'discuss')).toBe('Prefer to discuss');
    expect(labelOf(QUOTE_BUDGETS, 'under-300')).toBe('Under $300');
  });
  it('colours status badges', () => {
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('shipped')).toBe('blue');
    expect(statusTone('pending')).toBe('amber');
    expect(statusTone('in_production')).toBe('amber');
    expect(statusTone('refunded')).toBe('grey');
  });
  it('toggles production between pending and in_production', () => {
    expect(toggledProductionStatus('in_production')).toBe('pending');
    expect(toggledProductionStatus('pending')).toBe('in_production');
    expect(toggledProductionStatus('shipped')).toBe('in_production');
  });
  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
