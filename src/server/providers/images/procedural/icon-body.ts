import type { IconShape } from './subjects/types';

// An icon's body (Iconify's SVG elements, painted in currentColor) made into one definition that every
// layer of its relief draws with <use>, each layer giving its own paints:
// - filled icons: a shape takes the <use>'s fill (the metal) and stroke (its outline); the odd stroked
//   line inside one is drawn in the <use>'s color;
// - stroked icons: every shape takes the <use>'s color and stroke-width (one layer of round wire).
// Paints set on groups are folded into their shapes, shapes that paint nothing (a bounding square
// some sets carry) are left out, and the body's own ids get the definition's id in front, so icons
// and pieces inlined side by side never collide. Definitions, clip paths and masks inside the body
// are copied as they are.

const SHAPES = new Set(['path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon']);
const COPIED = new Set(['defs', 'clipPath', 'mask', 'symbol', 'linearGradient', 'radialGradient', 'pattern']);
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)\s*=\s*"([^"]*)"/g;

interface Paint {
  fill?: string;
  stroke?: string;
}

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTR)].map((m) => [m[1], m[2]]));
}

function write(name: string, attrs: Map<string, string>, selfClosing: boolean): string {
  return `<${name}${[...attrs].map(([k, v]) => ` ${k}="${v}"`).join('')}${selfClosing ? '/>' : '>'}`;
}

/** `<g id="{id}">…</g>`: the icon's body, its paints left to the <use> that draws it. */
export function iconDefinition(icon: IconShape, id: string): string {
  const body = icon.body
    .replace(/(\sid\s*=\s*")([^"]+)"/g, `$1${id}-$2"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`)
    .replace(/(\s(?:xlink:)?href\s*=\s*")#([^"]+)"/g, `$1#${id}-$2"`);
  const out: string[] = [];
  const inherited: Paint[] = [{}];
  let copying = 0;
  let skipping = 0;
  for (const m of body.matchAll(TAG)) {
    const [text, closing, name, attrText, selfClosing] = m;
    if (skipping) {
      if (!selfClosing) skipping += closing ? -1 : 1;
      continue;
    }
    if (copying || COPIED.has(name)) {
      if (COPIED.has(name) && !selfClosing) copying += closing ? -1 : 1;
      out.push(text);
      continue;
    }
    if (closing) {
      if (name === 'g') inherited.pop();
      out.push(text);
      continue;
    }
    const attrs = attributesOf(attrText);
    const own: Paint = { fill: attrs.get('fill'), stroke: attrs.get('stroke') };
    const parent = inherited[inherited.length - 1];
    attrs.delete('fill');
    attrs.delete('stroke');
    if (icon.stroked) attrs.delete('stroke-width');
    if (name === 'g') {
      if (!selfClosing) inherited.push({ fill: own.fill ?? parent.fill, stroke: own.stroke ?? parent.stroke });
      out.push(write(name, attrs, Boolean(selfClosing)));
      continue;
    }
    if (!SHAPES.has(name)) {
      out.push(write(name, attrs, Boolean(selfClosing)));
      continue;
    }
    const fills = (own.fill ?? parent.fill ?? 'black') !== 'none';
    const strokes = (own.stroke ?? parent.stroke ?? 'none') !== 'none';
    if (!fills && !strokes) {
      if (!selfClosing) skipping = 1;
      continue;
    }
    if (icon.stroked) {
      attrs.set('fill', fills ? 'currentColor' : 'none');
      attrs.set('stroke', strokes ? 'currentColor' : 'none');
    } else {
      if (!fills) attrs.set('fill', 'none');
      if (strokes) attrs.set('stroke', 'currentColor');
    }
    out.push(write(name, attrs, Boolean(selfClosing)));
  }
  return `<g id="${id}">${out.join('')}</g>`;
}

/** The width of a stroked icon's lines, in its own units (Tabler's 2 when the body does not say). */
export function iconStrokeWidth(icon: IconShape): number {
  const w = Number(/stroke-width\s*=\s*"([\d.]+)"/.exec(icon.body)?.[1]);
  return w > 0 ? w : 2;
}
