import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` through `count` items and loops; `paused` holds it. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  // `tick` restarts the timer when someone jumps, so a chosen item gets its full time.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(id);
  }, [count, intervalMs, paused, index, tick]);
  const jump = (next: number) => {
    setIndex(next);
    setTick((t) => t + 1);
  };
  return [count > 0 ? index % count : 0, jump];
}

/** An index that moves on after each step of a schedule of durations (the prompt label's ten steps). */
export function useScheduledIndex(schedule: readonly number[]): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setTimeout(() => setStep((s) => (s + 1) % schedule.length), schedule[step % schedule.length]);
    return () => clearTimeout(id);
  }, [schedule, step]);
  return step;
}

/** Whole seconds left of a countdown from `from` that started when the caller mounted, never below `min`. */
export function useCountdown(from: number, min: number): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const id = setInterval(() => setLeft((s) => Math.max(min, s - 1)), 1000);
    return () => clearInterval(id);
  }, [min]);
  return left;
}
