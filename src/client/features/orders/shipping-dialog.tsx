import { useId, useState } from 'react';
import { adminMessages } from '@shared/messages/orders';
import { CARRIERS, type Carrier } from '@shared/options';
import { cn } from '../../lib/cn';
import { Field } from '../../components/form/field';
import { inputClass } from '../../components/form/field-shell';
import type { AdminOrder } from '@shared/contracts/orders';
import { OrderEditDialog } from './order-edit-dialog';

function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/**
 * The shipping form (spec 02, section 5): carrier (USPS, UPS, FedEx, DHL) and tracking number, both
 * required; nothing is sent while either is missing.
 */
export function ShippingDialog({ order, open, onOpenChange, pending, onSubmit }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onSubmit: (carrier: Carrier, trackingNumber: string) => Promise<unknown> }) {
  const [carrier, setCarrier] = useState<string>(order.carrier && isCarrier(order.carrier) ? order.carrier : '');
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [checked, setChecked] = useState(false);
  const selectId = useId();
  const carrierError = checked && !isCarrier(carrier) ? adminMessages.carrierRequired : null;
  const trackingError = checked && !tracking.trim() ? adminMessages.trackingRequired : null;

  const save = () => {
    setChecked(true);
    if (!isCarrier(carrier) || !tracking.trim()) return null;
    return onSubmit(carrier, tracking.trim());
  };

  return (
    <OrderEditDialog order={order} title={adminMessages.shippingTitle} open={open} onOpenChange={onOpenChange} pending={pending} onSave={save} saveLabel={adminMessages.saveShipping} testId="shipping-form">
      <div className="flex flex-col gap-2">
        <label htmlFor={selectId} className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
          {adminMessages.carrier}
        </label>
        <select id={selectId} name="carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)} aria-invalid={carrierError ? true : undefined} className={cn(inputClass, 'appearance-auto pr-3')}>
          <option value="" disabled>
            {adminMessages.chooseCarrier}
          </option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {carrierError ? (
          <p role="alert" className="font-sans text-sm text-danger">
            {carrierError}
          </p>
        ) : null}
      </div>
      <Field label={adminMessages.trackingNumber} name="trackingNumber" value={tracking} onChange={(event) => setTracking(event.target.value)} error={trackingError} autoComplete="off" />
    </OrderEditDialog>
  );
}
