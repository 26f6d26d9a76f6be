import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '@shared/messages/orders';
import { LONG_TEXT_MAX } from '@shared/limits';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogContent, DialogHeader, DialogRoot } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { inputClass } from '../../components/form/field-shell';
import type { AdminOrder } from '@shared/contracts/orders';

/** The notes edit (spec 02 'Admin Orders'): the order's internal notes; an empty text clears them. */
export function NotesDialog({ order, open, onOpenChange, pending, onSubmit }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onSubmit: (notes: string) => Promise<unknown> }) {
  const [notes, setNotes] = useState(order.notes ?? '');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSubmit(notes.trim());
      onOpenChange(false);
    } catch {
      /* the toast says what went wrong */
    }
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader title={adminMessages.notesTitle} eyebrow={order.orderNumber}>
          {order.customerName} · {order.designName}
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" data-testid="notes-form">
          <label htmlFor={id} className="sr-only">
            {adminMessages.notesTitle}
          </label>
          <textarea id={id} name="notes" rows={6} maxLength={LONG_TEXT_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} className={cn(inputClass, 'min-h-36 resize-y py-3 leading-relaxed')} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{adminMessages.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {adminMessages.saveNotes}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
