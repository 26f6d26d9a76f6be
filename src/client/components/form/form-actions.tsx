import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

/** The form's buttons, right-aligned; stacked full-width on phones. `flush`: no room above them. */
export function FormActions({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return <div className={cn(!flush && 'mt-2', 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end')}>{children}</div>;
}

/** The usual pair: a secondary way out (Cancel, Back) and the submit, which says `busyLabel` while the form is sent. */
export function CancelAndSubmit({ cancelLabel, onCancel, submitLabel, busyLabel, busy, canSubmit = true }: { cancelLabel: ReactNode; onCancel: () => void; submitLabel: ReactNode; busyLabel: ReactNode; busy: boolean; canSubmit?: boolean }) {
  return (
    <FormActions>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy || !canSubmit}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </FormActions>
  );
}
