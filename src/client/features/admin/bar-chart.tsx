/**
 * A bar chart drawn in plain SVG (issue 27, point 5): one bar per period, an optional inner bar for a
 * part of it (the designs ordered among those generated), the top value on a hairline (named above the chart) and the
 * first, middle and last periods under the bars. No charting library: the desk draws two charts of
 * at most 90 bars, and this is all they need. Each bar names its period and value to a pointer
 * (<title>) and the whole chart summarises itself to a screen reader.
 */
export interface Bar {
  /** Under the bar ('Nov 3'). */
  label: string;
  value: number;
  /** Drawn inside the bar, from the bottom: a part of the value. */
  part?: number;
  /** What a pointer over the bar shows. */
  title: string;
}

const HEIGHT = 160;
const AXIS = 22;
const SLOT = 12;

export function BarChart({ bars, summary, topLabel, testId }: { bars: readonly Bar[]; summary: string; topLabel: (max: number) => string; testId?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = bars.length * SLOT;
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 8);
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  return (
    <figure className="m-0" data-testid={testId}>
      <p className="mb-1 text-right font-sans text-[11px] text-graphite" aria-hidden>{topLabel(max)}</p>
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} preserveAspectRatio="none" role="img" aria-label={summary} className="h-[182px] w-full overflow-visible">
        <line x1={0} x2={width} y1={y(max)} y2={y(max)} className="stroke-hairline" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-graphite/40" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {bars.map((bar, i) => (
          <g key={i}>
            <title>{bar.title}</title>
            {/* The whole slot answers the pointer, so a day without trade still names itself. */}
            <rect x={i * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent" />
            {bar.value > 0 ? <rect x={i * SLOT + 2} y={y(bar.value)} width={SLOT - 4} height={HEIGHT - y(bar.value)} className="fill-gold/70" /> : null}
            {bar.part ? <rect x={i * SLOT + 2} y={y(bar.part)} width={SLOT - 4} height={HEIGHT - y(bar.part)} className="fill-gold-deep" /> : null}
          </g>
        ))}
      </svg>
      {/* Text outside the stretched SVG, so it keeps its shape at any width. */}
      <div className="relative -mt-[22px] h-[22px] font-sans text-[11px] text-graphite" aria-hidden>
        {bars.map((bar, i) =>
          labelled.has(i) ? (
            <span key={i} className="absolute top-1 whitespace-nowrap" style={i === bars.length - 1 ? { right: 0 } : i === 0 ? { left: 0 } : { left: `${((i + 0.5) / bars.length) * 100}%`, transform: 'translateX(-50%)' }}>
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
    </figure>
  );
}
