import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The spec's timings (01, section 9): opens after 700 ms; within 300 ms of another tooltip closing,
// the next opens at once. A few lines of our own instead of Radix Tooltip, whose positioning engine
// (floating-ui) would weigh ~18 KB gzipped on every page's first load for two icons in the top bar.
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const SIDE_OFFSET = 6;
let lastClosedAt = -Infinity;

type Side = 'top' | 'bottom' | 'left' | 'right';
type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

/** A quiet tooltip on its single child: hover or keyboard focus, Escape or a press closes it. */
export function Tooltip({ content, children, side = 'bottom' }: { content: ReactNode; children: ReactElement<TriggerProps>; side?: Side }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);

  const close = () => {
    window.clearTimeout(timer.current);
    setAnchor((open) => {
      if (open) lastClosedAt = performance.now();
      return null;
    });
  };
  const schedule = (target: HTMLElement) => {
    window.clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < SKIP_DELAY_MS) setAnchor(target);
    else timer.current = window.setTimeout(() => setAnchor(target), DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!anchor) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [anchor]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': anchor ? id : own['aria-describedby'],
    onPointerEnter: (e: PointerEvent) => {
      own.onPointerEnter?.(e);
      if (e.pointerType !== 'touch') schedule(e.currentTarget as HTMLElement);
    },
    onPointerLeave: (e: PointerEvent) => {
      own.onPointerLeave?.(e);
      close();
    },
    onPointerDown: (e: PointerEvent) => {
      own.onPointerDown?.(e);
      pressed.current = true;
      close();
    },
    onFocus: (e: FocusEvent) => {
      own.onFocus?.(e);
      // Focus that a press caused does not open it (as with Radix).
      if (!pressed.current) schedule(e.currentTarget as HTMLElement);
      pressed.current = false;
    },
    onBlur: (e: FocusEvent) => {
      own.onBlur?.(e);
      close();
    },
  });

  return (
    <>
      {trigger}
      {anchor ? createPortal(<TooltipContent id={id} anchor={anchor} side={side}>{content}</TooltipContent>, document.body) : null}
    </>
  );
}

/** The label, placed beside its trigger and kept inside the viewport. */
function TooltipContent({ id, anchor, side, children }: { id: string; anchor: HTMLElement; side: Side; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const a = anchor.getBoundingClientRect();
    const { width, height } = box.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    let left = side === 'left' ? a.left - SIDE_OFFSET - width : side === 'right' ? a.right + SIDE_OFFSET : a.left + a.width / 2 - width / 2;
    let top = side === 'top' ? a.top - SIDE_OFFSET - height : side === 'bottom' ? a.bottom + SIDE_OFFSET : a.top + a.height / 2 - height / 2;
    // Flip to the other side when this one has no room, then keep it on screen.
    if (side === 'bottom' && top + height > vh) top = a.top - SIDE_OFFSET - height;
    if (side === 'top' && top < 0) top = a.bottom + SIDE_OFFSET;
    left = Math.max(0, Math.min(left, vw - width));
    top = Math.max(0, Math.min(top, vh - height));
    setPlace({ left, top });
  }, [anchor, side]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-side={side}
      style={{ position: 'fixed', left: place?.left ?? 0, top: place?.top ?? 0, visibility: place ? 'visible' : 'hidden' }}
      className="pointer-events-none z-[70] rounded-[2px] bg-ink px-2.5 py-1.5 font-sans text-xs tracking-wide text-ivory shadow-sm motion-safe:animate-fade-in"
    >
      {children}
    </div>
  );
}
