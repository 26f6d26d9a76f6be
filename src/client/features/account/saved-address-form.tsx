import { MapPin } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { savedDetailsMessages } from '@shared/messages/promotions';
import { BILLING_ORDER, BillingFields, EMPTY_BILLING, validateBilling, type BillingErrors, type BillingKey, type BillingValues } from '../../components/form/billing-fields';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useClearAddress, useSaveAddress, useSavedAddress } from './api/saved-address';

/**
 * The account tab's 'Saved address' (issue 26, point 5): the checkout's billing fields, kept for the
 * member's next checkout; Save replaces the one kept, Clear forgets it.
 */
export function SavedAddressForm() {
  const saved = useSavedAddress();
  const save = useSaveAddress();
  const clear = useClearAddress();
  const [values, setValues] = useState<BillingValues>(EMPTY_BILLING);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [checked, setChecked] = useState(false);
  const address = saved.data?.address ?? null;

  // The form shows the address kept, each time the server's answer changes it.
  useEffect(() => {
    if (!saved.data) return;
    const kept = saved.data.address;
    setValues(kept ? { email: kept.email, name: kept.name, address: kept.address, city: kept.city, state: kept.state, zipCode: kept.zipCode } : EMPTY_BILLING);
    setErrors({});
    setChecked(false);
  }, [saved.data]);

  const onChange = (key: BillingKey, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (checked) setErrors(validateBilling(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBilling(values);
    setErrors(found);
    setChecked(true);
    const first = BILLING_ORDER.find((key) => found[key]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="saved-${first}"]`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as BillingValues;
    try {
      await save.mutateAsync({ ...trimmed, country: 'US' });
      toast({ title: savedDetailsMessages.saved });
    } catch {
      toast({ variant: 'destructive', title: savedDetailsMessages.failed });
    }
  };

  const onClear = async () => {
    try {
      await clear.mutateAsync();
      toast({ title: savedDetailsMessages.cleared });
    } catch {
      toast({ variant: 'destructive', title: savedDetailsMessages.failed });
    }
  };

  const busy = save.isPending || clear.isPending;
  return (
    <section className="border border-hairline bg-pearl p-6 sm:p-8 lg:col-span-2" aria-labelledby="saved-address" data-testid="saved-address">
      <div className="flex items-center gap-3">
        <MapPin size={20} strokeWidth={1.5} aria-hidden className="text-gold-deep" />
        <h3 id="saved-address" className="font-sans text-xs font-medium uppercase tracking-[0.22em] text-gold-deep">{savedDetailsMessages.heading}</h3>
      </div>
      <p className="mt-3 max-w-xl font-sans text-sm leading-relaxed text-graphite">{address ? savedDetailsMessages.intro : savedDetailsMessages.none}</p>
      {saved.isLoading ? (
        <LoadingState label="Loading your address" className="mt-6 flex flex-col gap-4">
          <Bar className="h-12 w-full" />
          <Bar className="h-12 w-full" />
        </LoadingState>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 flex max-w-2xl flex-col gap-6" aria-label={savedDetailsMessages.heading}>
          <BillingFields prefix="saved" values={values} errors={errors} disabled={busy} onChange={onChange} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={save.isPending} data-testid="save-address">
              {save.isPending ? savedDetailsMessages.saving : savedDetailsMessages.save}
            </Button>
            {address ? (
              <Button variant="secondary" onClick={onClear} disabled={busy} data-testid="clear-address">
                {savedDetailsMessages.clear}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
