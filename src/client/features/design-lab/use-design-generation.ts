import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeneratedDesign } from '@shared/contracts/designs';
import { designLabMessages } from '@shared/messages/design-lab';
import { GENERATE_DEFAULTS, GENERATION_CATEGORY, type DesignStyle, type Finish, type Metal } from '@shared/options';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { generateDesign } from './api/generate-design';
import { recentDesignsKey } from './api/recent-designs';
import { refineDesign } from './api/refine-design';

/** What the visitor chose: the generate form of spec 02, section 3 ('' style means None, after Restart). */
export interface GenerationInputs {
  prompt: string;
  designStyle: DesignStyle | '';
  material: Metal;
  finish: Finish;
}

export const DEFAULT_INPUTS: GenerationInputs = {
  prompt: '',
  designStyle: GENERATE_DEFAULTS.designStyle,
  material: GENERATE_DEFAULTS.material,
  finish: GENERATE_DEFAULTS.finish,
};

/** The inputs Restart leaves: no prompt, style empty, Yellow Gold, Polished (spec 02, section 4). */
export const RESTART_INPUTS: GenerationInputs = { ...DEFAULT_INPUTS, designStyle: '' };

export type GenerationState =
  | { status: 'idle' }
  | { status: 'pending'; inputs: GenerationInputs; startedAt: number }
  | {
    status: 'done';
    inputs: GenerationInputs;
    /** The version shown. */
    design: GeneratedDesign;
    /** Every version made from this result, in the order made (the first is the generated one). */
    versions: GeneratedDesign[];
    /** A refinement is on its way. */
    refining?: boolean;
  };

/** A fast generator still shows its pending state for a moment, so the change reads as work done. */
export const MIN_PENDING_MS = 1200;

/** A new variation's seed, 0..2^31-1. */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] & 0x7fffffff;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one generation flow of the Design Lab and the home page's live panel (spec 02, section 4):
 * idle, pending, result. The prompt is required (trimmed); a failure shows a destructive toast with
 * the server's words and leaves the visitor's prompt alone. Redo sends the same inputs with a new
 * seed and clears the result first; reset() returns to idle and drops any answer still on its way.
 */
export function useDesignGeneration() {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const ticket = useRef(0);
  useEffect(() => () => void (ticket.current += 1), []);

  const run = useCallback(async (inputs: GenerationInputs, seed?: number): Promise<boolean> => {
    const prompt = inputs.prompt.trim();
    if (!prompt) {
      toast({ ...designLabMessages.promptRequired, variant: 'destructive' });
      return false;
    }
    const mine = ++ticket.current;
    setState({ status: 'pending', inputs, startedAt: Date.now() });
    try {
      const [design] = await Promise.all([
        generateDesign({
          prompt,
          designStyle: inputs.designStyle,
          finish: inputs.finish,
          material: inputs.material,
          category: GENERATION_CATEGORY,
          gemstones: [],
          generateImage: true,
          ...(seed === undefined ? {} : { seed }),
        }),
        wait(MIN_PENDING_MS),
      ]);
      if (ticket.current !== mine) return false;
      setState({ status: 'done', inputs, design, versions: [design] });
      void queryClient.invalidateQueries({ queryKey: recentDesignsKey });
      return true;
    } catch (error) {
      if (ticket.current !== mine) return false;
      setState({ status: 'idle' });
      const message = readableError(error, designLabMessages.generationFailed.description);
      const required = message.startsWith(designLabMessages.promptRequired.title);
      toast(
        required
          ? { ...designLabMessages.promptRequired, variant: 'destructive' }
          : { title: designLabMessages.generationFailed.title, description: message, variant: 'destructive' },
      );
      return false;
    }
  }, []);

  const generate = useCallback((inputs: GenerationInputs) => run(inputs), [run]);

  const redo = useCallback(() => {
    if (state.status !== 'done') return Promise.resolve(false);
    return run(state.inputs, randomSeed());
  }, [run, state]);

  /** A new version of the shown one with the change; false (and a toast with the server's words) when refused. */
  const refine = useCallback(async (change: string): Promise<boolean> => {
    if (state.status !== 'done' || state.refining) return false;
    const from = state;
    const mine = ++ticket.current;
    setState({ ...from, refining: true });
    try {
      const design = await refineDesign(from.design.id, { change });
      if (ticket.current !== mine) return false;
      setState({ ...from, design, versions: [...from.versions, design], refining: false });
      void queryClient.invalidateQueries({ queryKey: recentDesignsKey });
      return true;
    } catch (error) {
      if (ticket.current !== mine) return false;
      setState({ ...from, refining: false });
      const { failed } = designLabMessages.refine;
      toast({ title: failed.title, description: readableError(error, failed.description), variant: 'destructive' });
      return false;
    }
  }, [state]);

  /** Shows an earlier (or later) version again: nothing is lost by going back. */
  const showVersion = useCallback((id: string) => {
    setState((current) => {
      if (current.status !== 'done' || current.refining) return current;
      const design = current.versions.find((v) => v.id === id);
      return design ? { ...current, design } : current;
    });
  }, []);

  const reset = useCallback(() => {
    ticket.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, generate, redo, refine, showVersion, reset };
}
