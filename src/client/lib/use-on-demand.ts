import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is wanted (a dialog, the toasts), and stays. The
 * import is awaited outside rendering and the component rendered once it is here, rather than
 * thrown to a Suspense boundary: under preact/compat (decision 0008) a boundary mounted in the same
 * pass as the first suspension could miss its resolution on a slow machine, and the dialog a
 * `?auth=signup` link asked for never showed.
 */
export function useOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void load().then((mod) => live && setLoaded(() => mod.default));
    return () => {
      live = false;
    };
    // `load` is a module-level import thunk: stable by construction, so not a dependency.
  }, [wanted, loaded]);
  return loaded;
}
