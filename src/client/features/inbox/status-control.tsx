import { useState } from 'react';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { INBOX_STATUSES, labelOf, type InboxStatus } from '@shared/options';
import { SelectField } from '../../components/form/controls';
import { Button } from '../../components/ui/button';
import { toastWrite } from '../../components/ui/toast-write';
import { useSetInboxStatus } from './api/set-status';

/** Where the item stands: a choice of the four statuses and Set Status. */
export function StatusControl({ id, status }: { id: string; status: InboxStatus }) {
  const setStatus = useSetInboxStatus(id);
  const [chosen, setChosen] = useState<InboxStatus>(status);
  // A reply or offer moved the status meanwhile: the control follows it.
  const [seen, setSeen] = useState(status);
  if (seen !== status) {
    setSeen(status);
    setChosen(status);
  }
  const save = () => toastWrite(() => setStatus.mutateAsync(chosen), (next) => text.statusSet(labelOf(INBOX_STATUSES, next.item.status)), text.failed);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="status-control">
      <SelectField label={text.changeTo} name="status" options={INBOX_STATUSES} value={chosen} disabled={setStatus.isPending} onChange={(event) => setChosen(event.target.value as InboxStatus)} className="sm:flex-1" />
      <Button variant="secondary" disabled={setStatus.isPending || chosen === status} onClick={() => void save()} data-testid="set-status">
        {text.setStatus}
      </Button>
    </div>
  );
}
