import type { FormEvent, ReactNode } from 'react';
import type { AdminOrder } from '@shared/contracts/orders';
import { adminMessages } from '@shared/messages/orders';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogContent, DialogHeader, DialogRoot } from '../../components/ui/dialog';

/**
 * The frame of the desk's edit dialogs (notes, shipping): the order's number, its customer and
 * piece, the form's fields, Cancel and Save. `onSave` sends (or answers null when the form is not
 * ready to be sent); the dialog closes once the save succeeded, and stays open after a failure (the
 * toast says what went wrong).
 */
export function OrderEditDialog({
  order, title, open, onOpenChange, pending, onSave, saveLabel, testId, flush = false, children,
}: {
  order: AdminOrder;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSave: () => Promise<unknown> | null;
  saveLabel: string;
  testId: string;
  /** No room above the buttons. */
  flush?: boolean;
  children: ReactNode;
}) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saving = onSave();
      if (!saving) return;
      await saving;
      onOpenChange(false);
    } catch {
      /* the toast says what went wrong; the dialog stays open */
    }
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader title={title} eyebrow={order.orderNumber}>
          {order.customerName} · {order.designName}
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" data-testid={testId}>
          {children}
          <FormActions flush={flush}>
            <DialogClose asChild>
              <Button variant="secondary">{adminMessages.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {saveLabel}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
