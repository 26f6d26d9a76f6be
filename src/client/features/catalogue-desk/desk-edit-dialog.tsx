import { useState, type FormEvent, type ReactNode } from 'react';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogContent, DialogHeader, DialogRoot } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';

/**
 * The frame of the catalogue desk's edit dialogs (a design, a collection): the heading, the fields,
 * Cancel and Save (the form is `<testId>-form`, its Save `<testId>-save`). `onSave` answers null when
 * nothing changed (the dialog just closes), else the write, which answers its toast's title. A refusal
 * is the server's sentence, shown in the dialog, which stays open.
 */
export function DeskEditDialog({ title, eyebrow, subject, size, testId, open, onOpenChange, pending, onSave, children }: { title: string; eyebrow: string; subject: string; size: 'sm' | 'lg'; testId: string; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onSave: () => Promise<string> | null; children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saving = onSave();
    if (!saving) return onOpenChange(false);
    try {
      toast({ title: await saving });
      onOpenChange(false);
    } catch (failure) {
      setError(readableError(failure));
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={(next) => { setError(null); onOpenChange(next); }}>
      <DialogContent size={size}>
        <DialogHeader title={title} eyebrow={eyebrow}>
          {subject}
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" data-testid={`${testId}-form`}>
          {children}
          {error ? <p role="alert" className="border-l-2 border-danger bg-ivory px-4 py-3 font-sans text-sm leading-relaxed text-danger">{error}</p> : null}
          <FormActions>
            <DialogClose asChild>
              <Button variant="secondary">{text.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending} data-testid={`${testId}-save`}>
              {text.save}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
