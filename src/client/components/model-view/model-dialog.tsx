import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { modelViewMessages as m } from '@shared/messages/model-view';
import type { DialogProps, ModelMetal } from '../../lib/dialog-store';
import { cn } from '../../lib/cn';
import { Spinner } from '../states/spinner';
import { DialogHeader } from '../ui/dialog';
import { MetalToggle } from '../ui/metal-toggle';
import type { ModelScene } from './model-scene';

type ViewState = 'loading' | 'ready' | 'no-webgl' | 'failed';

const METAL_OPTIONS: { value: ModelMetal; label: string; name: string }[] = [
  { value: 'gold', label: m.gold, name: m.goldName },
  { value: 'silver', label: m.silver, name: m.silverName },
];

/** Whether this browser gives a WebGL 2 context (three.js needs one), asked on a canvas of its own. */
function hasWebGL(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

async function fetchModel(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Model answered ${res.status}`);
  return res.arrayBuffer();
}

/** Arrow keys turn the piece (15° a press), + and - zoom: the view without a pointer. */
const KEYS: Record<string, (scene: ModelScene) => void> = {
  ArrowLeft: (s) => s.turn(-Math.PI / 12, 0),
  ArrowRight: (s) => s.turn(Math.PI / 12, 0),
  ArrowUp: (s) => s.turn(0, -Math.PI / 12),
  ArrowDown: (s) => s.turn(0, Math.PI / 12),
  '+': (s) => s.zoom(0.85),
  '=': (s) => s.zoom(0.85),
  '-': (s) => s.zoom(1 / 0.85),
};

/**
 * The 3D view (issue 25, point 4): the piece's castable model, turned by a drag, zoomed by the wheel
 * or a pinch, in gold or silver. Its scene and three.js load when the view opens, beside the model's
 * file; closing the dialog unmounts this and frees the WebGL context.
 */
export default function ModelDialog({ url, name, metal: initialMetal, onMetalChange }: DialogProps['model']) {
  const [metal, setMetal] = useState<ModelMetal>(initialMetal);
  const [state, setState] = useState<ViewState>('loading');
  const [attempt, setAttempt] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const metalRef = useRef(metal);
  metalRef.current = metal;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!hasWebGL()) {
      setState('no-webgl');
      return;
    }
    setState('loading');
    const abort = new AbortController();
    let scene: ModelScene | null = null;
    void (async () => {
      try {
        const [mod, glb] = await Promise.all([import('./model-scene'), fetchModel(url, abort.signal)]);
        if (abort.signal.aborted) return;
        try {
          scene = await mod.openModelScene(canvas, glb, { metal: metalRef.current, onLost: () => setState('no-webgl') });
        } catch (error) {
          if (!abort.signal.aborted) setState(error instanceof mod.NoWebGLError ? 'no-webgl' : 'failed');
          return;
        }
        if (abort.signal.aborted) scene.dispose();
        else {
          sceneRef.current = scene;
          setState('ready');
        }
      } catch {
        if (!abort.signal.aborted) setState('failed');
      }
    })();
    return () => {
      abort.abort();
      scene?.dispose();
      sceneRef.current = null;
    };
  }, [url, attempt]);

  const chooseMetal = (next: ModelMetal) => {
    setMetal(next);
    sceneRef.current?.setMetal(next);
    onMetalChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const action = KEYS[event.key];
    if (!action || !sceneRef.current) return;
    event.preventDefault();
    action(sceneRef.current);
  };
  const metalName = METAL_OPTIONS.find((o) => o.value === metal)?.name ?? m.goldName;
  const blocked = state === 'no-webgl' || state === 'failed';

  return (
    <div data-testid="model-view" data-state={state} data-metal={metal} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader eyebrow={m.title} title={name} />
      <MetalToggle options={METAL_OPTIONS} value={metal} onChange={chooseMetal} silver="silver" label={m.metal} testId="model-metal" optionTestId={(value) => `model-metal-${value}`} className="mb-4" />
      {/* On a phone's sheet the view takes the height left (up to a little taller than wide); on a larger screen a fixed stage. */}
      <div className="render-ground relative max-h-[125vw] min-h-[300px] w-full flex-1 overflow-hidden border border-hairline sm:h-[clamp(260px,calc(88vh-300px),540px)] sm:max-h-none sm:flex-none">
        <canvas
          ref={canvasRef}
          data-testid="model-canvas"
          tabIndex={blocked ? -1 : 0}
          role="img"
          aria-label={m.canvasLabel(name, metalName)}
          onKeyDown={onKeyDown}
          className={cn('absolute inset-0 size-full cursor-grab touch-none outline-none active:cursor-grabbing focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold', state !== 'ready' && 'invisible')}
        />
        {state === 'ready' ? (
          <button
            type="button"
            onClick={() => sceneRef.current?.reset()}
            aria-label={m.resetView}
            title={m.resetView}
            data-testid="model-reset"
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-[2px] text-graphite transition-colors hover:text-ink"
          >
            <RotateCcw size={20} strokeWidth={1.5} aria-hidden />
          </button>
        ) : null}
        {state === 'loading' ? (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-4">
            <Spinner />
            <p className="font-sans text-sm uppercase tracking-[0.16em] text-graphite">{m.loading}</p>
          </div>
        ) : null}
        {blocked ? (
          <div role="alert" data-testid="model-message" className="absolute inset-0 flex flex-col items-center justify-center gap-5 px-8 text-center">
            <p className="max-w-[42ch] font-sans text-base leading-relaxed text-graphite">{state === 'no-webgl' ? m.noWebgl : m.loadFailed}</p>
            {state === 'failed' ? (
              <button type="button" onClick={() => setAttempt((n) => n + 1)} className="min-h-11 rounded-[2px] border border-ink/25 px-5 font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink hover:border-gold hover:text-gold-deep">
                {m.tryAgain}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="mt-3 pr-16 font-sans text-sm text-graphite sm:pr-0">{m.hint}</p>
    </div>
  );
}
