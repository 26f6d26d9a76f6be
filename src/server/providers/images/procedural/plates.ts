/**
 * The plate forms (issue 23, point 2): a bar that hangs from a chain at both ends, the text along
 * it and a small subject at its left; and a tag with a hole for a ball chain, the subject above the
 * text. Each is a Body the medallion drawer fills like any other (field, relief, engraving, finish),
 * with `textLine` saying where the text runs straight.
 */
import { circleReversed, f } from './paths';
import type { Body } from './styles';

export function roundedRect(cx: number, cy: number, w: number, h: number, r: number): string {
  const [x0, y0, x1, y1] = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2];
  return (
    `M ${f(x0 + r)} ${f(y0)} L ${f(x1 - r)} ${f(y0)} Q ${f(x1)} ${f(y0)} ${f(x1)} ${f(y0 + r)} L ${f(x1)} ${f(y1 - r)} ` +
    `Q ${f(x1)} ${f(y1)} ${f(x1 - r)} ${f(y1)} L ${f(x0 + r)} ${f(y1)} Q ${f(x0)} ${f(y1)} ${f(x0)} ${f(y1 - r)} L ${f(x0)} ${f(y0 + r)} ` +
    `Q ${f(x0)} ${f(y0)} ${f(x0 + r)} ${f(y0)} Z`
  );
}

/**
 * A bar 2.6 R long and 0.56 R thick: lying, with a subject at its left end and the text filling the
 * rest; or upright, hung from its top, the subject at the top and the text reading down.
 */
export function barBody(cx: number, cy: number, R: number, withSubject: boolean, upright = false): Body {
  const long = R * 2.6;
  const thick = R * 0.56;
  const [w, h] = upright ? [thick, long] : [long, thick];
  const inset = R * 0.06;
  const slot = withSubject ? thick * 1.05 : 0;
  // Along the bar: from its start (left or top) the subject's slot, then the text to its far end.
  const start = (upright ? cy - h / 2 : cx - w / 2) + inset;
  const along = (at: number): [number, number] => (upright ? [cx, at] : [at, cy]);
  const [tx, ty] = along((start + slot + (upright ? cy + h / 2 : cx + w / 2) - inset) / 2);
  return {
    outer: roundedRect(cx, cy, w, h, thick * 0.22),
    solidRim: true,
    field: roundedRect(cx, cy, w - 2 * inset, h - 2 * inset, thick * 0.16),
    centre: along(start + slot / 2),
    radius: (thick - 2 * inset) * 0.46,
    decor: [],
    top: cy - h / 2,
    width: w,
    height: h,
    area: w * h,
    noun: upright ? 'engraved vertical bar' : 'engraved bar',
    textLine: {
      x: tx, y: ty, width: long - 2 * inset - slot - thick * 0.3, height: thick * 0.36, turned: upright,
      alone: { x: cx, y: cy, width: long * 0.86, height: thick * 0.45, turned: upright },
    },
  };
}

/** A tag 1.5 R wide and 2.3 R tall, rounded, with a hole at its top for the chain. */
export function tagBody(cx: number, cy: number, R: number): Body {
  const w = R * 1.5;
  const h = R * 2.3;
  const inset = R * 0.07;
  const holeR = R * 0.1;
  const holeY = cy - h / 2 + R * 0.2;
  const fieldTop = holeY + holeR + R * 0.08;
  const fieldH = cy + h / 2 - inset - fieldTop;
  return {
    outer: `${roundedRect(cx, cy, w, h, R * 0.3)} ${circleReversed(cx, holeY, holeR)}`,
    solidRim: true,
    field: roundedRect(cx, fieldTop + fieldH / 2, w - 2 * inset, fieldH, R * 0.22),
    centre: [cx, fieldTop + fieldH * 0.36],
    radius: (w - 2 * inset) * 0.36,
    decor: [],
    top: cy - h / 2,
    width: w,
    height: h,
    area: w * h - Math.PI * holeR * holeR,
    noun: 'rounded tag',
    textLine: {
      x: cx, y: fieldTop + fieldH * 0.8, width: w - 2 * inset - R * 0.12, height: R * 0.16,
      alone: { x: cx, y: fieldTop + fieldH * 0.5, width: w - 2 * inset - R * 0.16, height: R * 0.24 },
    },
    hole: { x: cx, y: holeY, r: holeR },
  };
}
