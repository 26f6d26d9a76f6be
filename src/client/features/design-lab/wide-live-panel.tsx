import { useEffect, useState, type ComponentType } from 'react';
import { useMedia, WIDE } from '../../lib/use-media';

// The live panel shows on wide screens only (lg and up): its code (and the Design Lab's generation
// and stylesheet) is a chunk of its own, so a phone neither downloads nor renders it.
let LivePanel: ComponentType | undefined;
let livePanelLoad: Promise<void> | undefined;
function loadLivePanel(): Promise<void> {
  return (livePanelLoad ??= import('./live-panel').then(
    (mod) => void (LivePanel = mod.LivePanel),
    () => void (livePanelLoad = undefined),
  ));
}

/** Loads the panel when the screen is wide: the home page awaits it with its chunk before the first render (routes.tsx), so a wide screen's first paint holds the panel. */
export function loadLivePanelIfWide(): Promise<void> {
  return window.matchMedia(WIDE).matches ? loadLivePanel() : Promise.resolve();
}

/** The live panel when the screen is wide; fetched on demand when a narrow window is widened. */
export function WideLivePanel() {
  const wide = useMedia(WIDE);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (wide && !LivePanel) void loadLivePanel().then(() => setLoaded((n) => n + 1));
  }, [wide]);
  return wide && LivePanel ? <LivePanel /> : null;
}
