/**
 * The plate forms (issue 23, point 2): a bar that hangs from a chain at both ends, the text along
 * it and a small subject at its left; and a tag with a hole for a ball chain, the subject above the
 * text. Each is a Body the medallion drawer fills like any other (field, relief, engraving, finish),
 * with `textLine` saying where the text runs straight.
 */
import { circleReversed, f } from './paths';
import type { Body } from './styles';

function roundedRect(cx: number, cy: number, w: number, h: number, r: number): string {
  const [x0, y0, x1, y1] = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2];
  return (
    `M ${f(x0 + r)} ${f(y0)} L ${f(x1 - r)} ${f(y0)} Q ${f(x1)} ${f(y0)} ${f(x1)} ${f(y0 + r)} L ${f(x1)} ${f(y1 - r)} ` +
    `Q ${f(x1)} ${f(y1)} ${f(x1 - r)} ${f(y1)} L ${f(x0 + r)} ${f(y1)} Q ${f(x0)} ${f(y1)} ${f(x0)} ${f(y1 - r)} L ${f(x0)} ${f(y0 + r)} ` +
    `Q ${f(x0)} ${f(y0)} ${f(x0 + r)} ${f(y0)} Z`
  );
}

/** A horizontal bar 2.6 R long: with a subject, it sits at the left end and the text fills the rest. */
export function barBody(cx: number, cy: number, R: number, withSubject: boolean): Body {
  const w = R * 2.6;
  const h = R * 0.56;
  const inset = R * 0.06;
  const slot = withSubject ? h * 1.05 : 0;
  return {
    outer: roundedRect(cx, cy, w, h, h * 0.22),
    solidRim: true,
    field: roundedRect(cx, cy, w - 2 * inset, h - 2 * inset, h * 0.16),
    centre: [cx - w / 2 + inset + slot / 2, cy],
    radius: (h - 2 * inset) * 0.46,
    decor: [],
    top: cy - h / 2,
    width: w,
    height: h,
    area: w * h,
    noun: 'engraved bar',
    textLine: {
      x: cx + slot / 2, y: cy, width: w - 2 * inset - slot - h * 0.3, height: h * 0.36,
      alone: { x: cx, y: cy, width: w * 0.86, height: h * 0.45 },
    },
  };
}

/** A vertical bar 2.6 R tall, hung from its top: a subject at the top, the text reading down the rest. */
export function verticalBarBody(cx: number, cy: number, R: number, withSubject: boolean): Body {
  const w = R * 0.56;
  const h = R * 2.6;
  const inset = R * 0.06;
  const slot = withSubject ? w * 1.05 : 0;
  const top = cy - h / 2;
  const textMid = (top + inset + slot + cy + h / 2 - inset) / 2;
  return {
    outer: roundedRect(cx, cy, w, h, w * 0.22),
    solidRim: true,
    field: roundedRect(cx, cy, w - 2 * inset, h - 2 * inset, w * 0.16),
    centre: [cx, top + inset + slot / 2],
    radius: (w - 2 * inset) * 0.46,
    decor: [],
    top,
    width: w,
    height: h,
    area: w * h,
    noun: 'engraved vertical bar',
    textLine: {
      x: cx, y: textMid, width: h - 2 * inset - slot - w * 0.3, height: w * 0.36, turned: true,
      alone: { x: cx, y: cy, width: h * 0.86, height: w * 0.45, turned: true },
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
