import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CreatePromoCodeBody } from '@shared/contracts/promotions';
import { PROMO_CODE_MAX } from '@shared/limits';
import { promoAdminMessages as text } from '@shared/messages/promotions';
import { SelectField, TextField } from '../../components/form/controls';
import { DeskTitle } from '../../components/layout/desk-page';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useCreatePromoCode } from './api/admin-promo-codes';

interface Draft {
  code: string;
  kind: 'percent' | 'fixed';
  amount: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  perCustomerLimit: string;
  materials: 'any' | 'gold' | 'silver';
}

const EMPTY: Draft = { code: '', kind: 'percent', amount: '', minSubtotal: '', startsAt: '', endsAt: '', maxUses: '', perCustomerLimit: '1', materials: 'any' };
const KINDS = [{ value: 'percent', label: text.kinds.percent }, { value: 'fixed', label: text.kinds.fixed }] as const;
const MATERIALS = [{ value: 'any', label: text.materials.any }, { value: 'gold', label: text.materials.gold }, { value: 'silver', label: text.materials.silver }] as const;

/** A number field's text as the API takes it: a whole number, NaN for anything else (the server words the refusal). */
const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** The body the server checks; empty optional fields are left out (per customer: empty is no limit). */
function toBody(draft: Draft): CreatePromoCodeBody {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    amount: whole(draft.amount),
    ...(draft.minSubtotal.trim() ? { minSubtotal: whole(draft.minSubtotal) } : {}),
    ...(draft.startsAt ? { startsAt: draft.startsAt } : {}),
    ...(draft.endsAt ? { endsAt: draft.endsAt } : {}),
    ...(draft.maxUses.trim() ? { maxUses: whole(draft.maxUses) } : {}),
    perCustomerLimit: draft.perCustomerLimit.trim() ? whole(draft.perCustomerLimit) : null,
    materials: draft.materials,
  };
}

/** The admin's form for a new code; the server decides what is valid and its sentence shows under the form. */
export function CreatePromoForm() {
  const create = useCreatePromoCode();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.code.trim() || !draft.amount.trim()) {
      setError(text.required);
      return;
    }
    try {
      const made = await create.mutateAsync(toBody(draft));
      toast({ title: text.created(made.code) });
      setDraft(EMPTY);
    } catch (failure) {
      setError(readableError(failure, text.failed));
    }
  };

  const busy = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="border border-hairline bg-pearl p-5 sm:p-6" aria-labelledby="create-code" data-testid="create-promo-form">
      <DeskTitle id="create-code">{text.create}</DeskTitle>
      <div className="mt-6 grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField className="sm:col-span-2" label={text.fields.code} name="promo-code" value={draft.code} maxLength={PROMO_CODE_MAX} autoCapitalize="characters" autoComplete="off" spellCheck={false}
          onChange={(e) => set('code', e.target.value.toUpperCase())} disabled={busy} data-testid="promo-new-code" />
        <SelectField label={text.fields.kind} name="promo-kind" options={KINDS} value={draft.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])} disabled={busy} data-testid="promo-new-kind" />
        <TextField label={draft.kind === 'percent' ? text.fields.percent : text.fields.fixed} name="promo-amount" inputMode="numeric" value={draft.amount}
          onChange={(e) => set('amount', e.target.value)} disabled={busy} data-testid="promo-new-amount" />
        <TextField label={text.fields.minSubtotal} optional name="promo-min" inputMode="numeric" value={draft.minSubtotal} onChange={(e) => set('minSubtotal', e.target.value)} disabled={busy} data-testid="promo-new-min" />
        <SelectField label={text.fields.materials} name="promo-materials" options={MATERIALS} value={draft.materials} onChange={(e) => set('materials', e.target.value as Draft['materials'])} disabled={busy} data-testid="promo-new-materials" />
        <TextField label={text.fields.maxUses} optional name="promo-uses" inputMode="numeric" value={draft.maxUses} onChange={(e) => set('maxUses', e.target.value)} disabled={busy} data-testid="promo-new-uses" />
        <TextField label={text.fields.perCustomer} optional name="promo-per-customer" inputMode="numeric" value={draft.perCustomerLimit} onChange={(e) => set('perCustomerLimit', e.target.value)} disabled={busy} data-testid="promo-new-per-customer" />
        <TextField label={text.fields.startsOn} optional type="date" name="promo-from" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} disabled={busy} data-testid="promo-new-from" />
        <TextField label={text.fields.endsOn} optional type="date" name="promo-until" value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} disabled={busy} data-testid="promo-new-until" />
      </div>
      <p className="mt-4 font-sans text-xs leading-relaxed text-graphite">{text.datesNote}</p>
      {error ? (
        <p role="alert" className="mt-4 font-sans text-sm text-danger" data-testid="promo-new-error">{error}</p>
      ) : null}
      <Button type="submit" className="mt-6 w-full sm:w-auto" disabled={busy} aria-busy={busy} data-testid="promo-create">
        <Plus size={16} strokeWidth={1.5} aria-hidden />
        {busy ? text.creating : text.create}
      </Button>
    </form>
  );
}
