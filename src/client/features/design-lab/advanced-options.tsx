import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import { designLabMessages } from '@shared/messages/design-lab';
import { DESIGN_STYLES, FINISHES, METALS, type DesignStyle, type Finish, type Metal } from '@shared/options';
import { FieldShell } from '../../components/form/field-shell';
import { cn } from '../../lib/cn';
import type { GenerationInputs } from './use-design-generation';

type Choice = Pick<GenerationInputs, 'designStyle' | 'material' | 'finish'>;

/** A native select dressed for the atelier: the quiet label above, hairline field, a thin chevron, gold focus. */
function SelectField({ label, value, options, onChange, disabled, testId, className }: { className?: string; label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void; disabled?: boolean; testId: string }) {
  return (
    <FieldShell label={label} tone="quiet" className={cn('min-w-0', className)}>
      {({ id }) => (
        <div className="relative">
          <select
            id={id}
            data-testid={testId}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className="block min-h-11 w-full appearance-none truncate rounded-[2px] border border-hairline bg-pearl py-2 pl-4 pr-10 font-sans text-[15px] text-ink transition-colors duration-200 hover:border-ink/25 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden size={18} strokeWidth={1.5} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-graphite" />
        </div>
      )}
    </FieldShell>
  );
}

const styleOptions = DESIGN_STYLES.map((s) => ({ value: s, label: s }));
const metalOptions = METALS.map((m) => ({ value: m, label: m }));
const finishOptions = FINISHES.map((f) => ({ value: f, label: f }));

/** Advanced options (spec 02, Design Lab and section 9): Style, Metal type, Finish, folded away until asked for. */
export function AdvancedOptions({ value, onChange, disabled }: { value: Choice; onChange: (next: Choice) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const summary = [value.designStyle || designLabMessages.styleNone, value.material, value.finish].join(' · ');
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="border-y border-hairline">
      <Collapsible.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left">
        <span>
          <span className="block font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink group-hover:text-gold-deep">{designLabMessages.advancedOptions}</span>
          <span className="mt-0.5 block font-sans text-sm text-graphite" data-testid="options-summary">
            {summary}
          </span>
        </span>
        <ChevronDown aria-hidden size={20} strokeWidth={1.5} className={cn('shrink-0 text-graphite transition-transform duration-200', open && 'rotate-180')} />
      </Collapsible.Trigger>
      <Collapsible.Content className="dl-fade">
        <div className="grid gap-5 pb-6 pt-2 sm:grid-cols-2 sm:gap-x-4">
          <SelectField className="sm:col-span-2" label={designLabMessages.metalType} testId="option-metal" value={value.material} options={metalOptions} disabled={disabled} onChange={(v) => onChange({ ...value, material: v as Metal })} />
          <SelectField label={designLabMessages.style} testId="option-style" value={value.designStyle || 'None'} options={styleOptions} disabled={disabled} onChange={(v) => onChange({ ...value, designStyle: v as DesignStyle | '' })} />
          <SelectField label={designLabMessages.finish} testId="option-finish" value={value.finish} options={finishOptions} disabled={disabled} onChange={(v) => onChange({ ...value, finish: v as Finish })} />
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
