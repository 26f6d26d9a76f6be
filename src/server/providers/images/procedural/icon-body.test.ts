import { describe, expect, it } from 'vitest';
import { iconifyIcon } from '../../../../../tests/helpers/iconify';
import { iconDefinition, iconStrokeWidth } from './icon-body';

describe('an icon body as one definition for <use>', () => {
  it('leaves a filled icon its shapes and holes, painted by the <use>', () => {
    const owl = iconifyIcon('game-icons:owl');
    const def = iconDefinition(owl, 'p-0');
    expect(def.startsWith('<g id="p-0">')).toBe(true);
    expect(def).not.toMatch(/currentColor|fill=|stroke=/);
    expect(def).toContain(/ d="[^"]+"/.exec(owl.body)?.[0]);
  });

  it("folds group paints into the shapes, drops the set's invisible bounding square and makes its ids its own", () => {
    // <g fill="none"><g fill="currentColor" clip-path="url(#healthicons…)"><path …/>… <path d="M0 0h48v48H0z"/> in its clip
    const icon = iconifyIcon('healthicons:0-negative');
    const def = iconDefinition(icon, 'p-3');
    expect(def).not.toMatch(/<g[^>]*fill=/);
    expect(def).not.toContain('fill="currentColor"');
    expect(def).toMatch(/id="p-3-healthicons0Negative0"/);
    expect(def).toContain('clip-path="url(#p-3-healthicons0Negative0)"');
    const eyes = iconDefinition(iconifyIcon('healthicons:eyes'), 'p-4');
    expect(eyes.match(/<path /g)).toHaveLength(2);
    expect(eyes).not.toContain('fill="none"');
  });

  it('leaves a stroked icon its lines in currentColor, their width to the <use>', () => {
    const icon = iconifyIcon('tabler:stethoscope');
    expect(iconStrokeWidth(icon)).toBe(2);
    const def = iconDefinition(icon, 'p-1');
    expect(def).not.toContain('stroke-width');
    expect(def).toContain('stroke-linecap="round"');
    for (const path of def.match(/<path [^>]*>/g) ?? []) {
      expect(path).toContain('stroke="currentColor"');
      expect(path).toContain('fill="none"');
    }
    // A dot inside a line icon keeps its fill, in the layer's colour.
    expect(iconDefinition(iconifyIcon('tabler:accessible'), 'p-2')).toMatch(/<path d="M11.5 7.5[^"]*" fill="currentColor" stroke="currentColor"/);
  });
});
