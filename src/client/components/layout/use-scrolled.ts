import { useEffect, useState } from 'react';

/** Spec 01, section 9: the bar turns solid once the page has scrolled more than 10 px. */
export const NAV_SOLID_THRESHOLD = 10;

export function useScrolledPast(threshold: number = NAV_SOLID_THRESHOLD): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
