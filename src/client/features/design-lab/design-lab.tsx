import { BookOpen, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { designLabMessages } from '@shared/messages/design-lab';
import { PageFrame } from '../../components/layout/page-frame';
import { modelMetalOf, ViewIn3dButton } from '../../components/model-view/view-in-3d-button';
import { Button } from '../../components/ui/button';
import { Monogram } from '../../components/ui/monogram';
import { PageHeading } from '../../components/ui/page-heading';
import { cn } from '../../lib/cn';
import { prefersReducedMotion } from '../../lib/motion';
import { openDialog } from '../../lib/dialog-store';
import { AdvancedOptions } from './advanced-options';
import { GenerationPending } from './generation-pending';
import { PromptField } from './prompt-field';
import { RecentStrip } from './recent-strip';
import { RefinePanel } from './refine-panel';
import { LabActions, ResultRender, ResultText } from './result-view';
import { DEFAULT_INPUTS, RESTART_INPUTS, useDesignGeneration, type GenerationInputs, type GenerationState } from './use-design-generation';
import './design-lab.css';

/** Idle: the empty stage, waiting for a piece (spec 02, section 4). */
function IdleStage() {
  return (
    <div data-testid="design-idle" className="dl-fade flex max-w-[34ch] flex-col items-center px-6 text-center">
      <Monogram className="size-16 opacity-60 sm:size-20" />
      <p className="mt-8 font-display text-[28px] font-medium leading-tight text-ink sm:text-[34px]">{designLabMessages.placeholder}</p>
      <div aria-hidden className="mx-auto mt-5 h-px w-10 bg-gold" />
      <p className="mt-5 font-sans text-sm leading-relaxed text-graphite sm:text-base">{designLabMessages.placeholderLead}</p>
    </div>
  );
}

/** The stage: idle, pending, or the result render large on its soft ground with its card below. */
function Stage({ state, onRedo, onRestart, onRefine, onShowVersion }: {
  state: GenerationState;
  onRedo: () => void;
  onRestart: () => void;
  onRefine: (change: string) => Promise<boolean>;
  onShowVersion: (id: string) => void;
}) {
  return (
    <section aria-label={designLabMessages.resultEyebrow} data-testid="design-stage" className="border border-hairline bg-pearl">
      <div className={cn('render-ground relative flex items-center justify-center', state.status === 'done' ? 'aspect-square' : 'min-h-[440px] sm:aspect-square sm:min-h-0')}>
        {state.status !== 'done' ? <div aria-hidden className="pointer-events-none absolute inset-4 border border-hairline/70 sm:inset-6" /> : null}
        {state.status === 'idle' ? <IdleStage /> : null}
        {state.status === 'pending' ? <GenerationPending className="px-6" /> : null}
        {state.status === 'done' ? <ResultRender design={state.design} className="aspect-square w-full" /> : null}
        {state.status === 'done' ? (
          <ViewIn3dButton modelUrl={state.design.modelUrl} name={state.design.name} metal={modelMetalOf(state.design.material)} className="absolute bottom-3 right-3 sm:bottom-5 sm:right-5" />
        ) : null}
      </div>
      {state.status === 'done' ? (
        <div data-testid="design-result" className="animate-rise border-t border-hairline p-6 sm:p-10">
          <ResultText design={state.design} />
          <div className="mt-8">
            <RefinePanel versions={state.versions} current={state.design.id} refining={Boolean(state.refining)} onRefine={onRefine} onShow={onShowVersion} />
          </div>
          <div className="mt-8">
            <LabActions design={state.design} inputs={state.inputs} onRedo={onRedo} onRestart={onRestart} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The Design Lab (spec 02, 'Design Lab (/design)'). */
export function DesignLab() {
  const [inputs, setInputs] = useState<GenerationInputs>(DEFAULT_INPUTS);
  const { state, generate, redo, refine, showVersion, reset } = useDesignGeneration();
  const stageRef = useRef<HTMLDivElement>(null);
  const pending = state.status === 'pending';

  // On one column the stage sits under the form: bring it into view when work starts.
  useEffect(() => {
    if (!pending || window.matchMedia('(min-width: 1024px)').matches) return;
    const top = stageRef.current?.getBoundingClientRect().top ?? 0;
    if (top > window.innerHeight * 0.5) stageRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [pending]);

  const onPromptChange = (prompt: string) => {
    setInputs((current) => ({ ...current, prompt }));
    // Clearing the prompt clears the result (spec 02, section 4).
    if (prompt === '' && state.status !== 'idle') reset();
  };
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending) void generate(inputs);
  };
  const onRestart = () => {
    setInputs(RESTART_INPUTS);
    reset();
  };

  return (
    <PageFrame>
      <PageHeading caps eyebrow={designLabMessages.eyebrow} lead={designLabMessages.lead}>
        {designLabMessages.heading}
      </PageHeading>
      <div className="grid items-start gap-10 lg:grid-cols-12 lg:gap-14">
        <form onSubmit={onSubmit} noValidate aria-label={designLabMessages.heading} className="lg:sticky lg:top-28 lg:col-span-5">
          <PromptField value={inputs.prompt} onChange={onPromptChange} onSubmit={() => onSubmit()} />
          <div className="mt-8">
            <AdvancedOptions value={inputs} onChange={(choice) => setInputs((current) => ({ ...current, ...choice }))} />
          </div>
          <Button type="submit" data-testid="generate-design" disabled={pending} aria-busy={pending} className="mt-8 min-h-14 w-full text-[14px] disabled:opacity-80">
            <Sparkles size={18} strokeWidth={1.5} aria-hidden />
            {pending ? designLabMessages.generating : designLabMessages.generate}
          </Button>
          <button type="button" onClick={() => openDialog('prompting-guide')} className="mx-auto mt-5 flex min-h-11 items-center gap-2 font-sans text-sm text-graphite underline-offset-4 hover:text-gold-deep hover:underline">
            <BookOpen size={18} strokeWidth={1.5} aria-hidden />
            {designLabMessages.promptingGuide}
          </button>
        </form>
        <div ref={stageRef} className="scroll-mt-24 lg:col-span-7">
          <Stage state={state} onRedo={() => void redo()} onRestart={onRestart} onRefine={refine} onShowVersion={showVersion} />
        </div>
      </div>
      <RecentStrip />
    </PageFrame>
  );
}
