import { useId, useState } from 'react';
import type { AdminOrder } from '@shared/contracts/orders';
import { LONG_TEXT_MAX } from '@shared/limits';
import { adminMessages } from '@shared/messages/orders';
import { inputClass } from '../../components/form/field-shell';
import { cn } from '../../lib/cn';
import { OrderEditDialog } from './order-edit-dialog';

/** The notes edit (spec 02 'Admin Orders'): the order's internal notes; an empty text clears them. */
export function NotesDialog({ order, open, onOpenChange, pending, onSubmit }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onSubmit: (notes: string) => Promise<unknown> }) {
  const [notes, setNotes] = useState(order.notes ?? '');
  const id = useId();
  return (
    <OrderEditDialog order={order} title={adminMessages.notesTitle} open={open} onOpenChange={onOpenChange} pending={pending} onSave={() => onSubmit(notes.trim())} saveLabel={adminMessages.saveNotes} testId="notes-form" flush>
      <label htmlFor={id} className="sr-only">
        {adminMessages.notesTitle}
      </label>
      <textarea id={id} name="notes" rows={6} maxLength={LONG_TEXT_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} className={cn(inputClass, 'min-h-36 resize-y py-3 leading-relaxed')} />
    </OrderEditDialog>
  );
}
