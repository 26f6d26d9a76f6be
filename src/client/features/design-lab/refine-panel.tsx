import { Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { GeneratedDesign } from '@shared/contracts/designs';
import { REFINE_CHANGE_MAX } from '@shared/limits';
import { designLabMessages } from '@shared/messages/design-lab';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const m = designLabMessages.refine;

/** The versions made from this result, oldest first: choosing one shows it again. */
function VersionStrip({ versions, current, disabled, onShow }: { versions: GeneratedDesign[]; current: string; disabled: boolean; onShow: (id: string) => void }) {
  return (
    <div>
      <p className="font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{m.versions}</p>
      <ul className="mt-3 flex flex-wrap gap-3" data-testid="design-versions">
        {versions.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              onClick={() => onShow(v.id)}
              disabled={disabled}
              aria-pressed={v.id === current}
              data-testid={`design-version-${v.version}`}
              className={cn(
                'flex min-h-11 flex-col items-center gap-1 border bg-pearl p-1.5 font-sans text-xs text-graphite transition-colors hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                v.id === current ? 'border-gold text-ink' : 'border-hairline',
              )}
            >
              {v.imageUrl ? <img src={v.imageUrl} alt="" width={56} height={56} className="size-14 object-contain" /> : null}
              <span>{m.version(v.version)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Refining the result in words (issue 23, point 3): the change makes a new version, the one it came
 * from stays, and every version made here can be shown again.
 */
export function RefinePanel({ versions, current, refining, onRefine, onShow }: {
  versions: GeneratedDesign[];
  current: string;
  refining: boolean;
  onRefine: (change: string) => Promise<boolean>;
  onShow: (id: string) => void;
}) {
  const id = useId();
  const [change, setChange] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (refining || !change.trim()) return;
    if (await onRefine(change.trim())) setChange('');
  };
  return (
    <div className="flex flex-col gap-6">
      {versions.length > 1 ? <VersionStrip versions={versions} current={current} disabled={refining} onShow={onShow} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.label}>
        <label htmlFor={id} className="font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{m.label}</label>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input
            id={id}
            data-testid="refine-change"
            value={change}
            onChange={(event) => setChange(event.target.value)}
            maxLength={REFINE_CHANGE_MAX}
            placeholder={m.placeholder}
            disabled={refining}
            className="min-h-12 flex-1 rounded-[2px] border border-hairline bg-pearl px-4 font-sans text-base text-ink placeholder:text-graphite/60 hover:border-ink/25 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
          />
          <Button type="submit" variant="secondary" data-testid="refine-submit" disabled={refining || !change.trim()} aria-busy={refining} className="min-h-12 bg-pearl sm:w-40">
            <Wand2 size={18} strokeWidth={1.5} aria-hidden />
            {refining ? m.working : m.button}
          </Button>
        </div>
      </form>
    </div>
  );
}
