import { History } from 'lucide-react';
import { useState } from 'react';
import { adminAreaMessages as text } from '@shared/messages/admin';
import type { AdminItemKind } from '@shared/options';
import { dateAndTime, readDate } from '../../lib/dates';
import { useAdminActions } from './api/admin-actions';

function Entries({ kind, id }: { kind: AdminItemKind; id: string }) {
  const history = useAdminActions(kind, id);
  if (history.isError) return <p role="alert" className="mt-2 text-sm text-graphite">{text.historyFailed}</p>;
  if (history.isPending) return <p className="mt-2 text-sm text-graphite">…</p>;
  if (history.data.actions.length === 0) return <p className="mt-2 text-sm text-graphite">{text.historyEmpty}</p>;
  return (
    <ol className="mt-2 flex flex-col gap-2" data-testid="action-history-entries">
      {history.data.actions.map((entry, i) => {
        const when = readDate(entry.createdAt);
        const detail = Object.entries(entry.detail).filter(([, value]) => value !== null && value !== '');
        return (
          <li key={i} className="text-sm leading-snug text-ink">
            {/* Text only: an admin's words (notes, replies) are never markup. */}
            <span className="font-medium">{entry.action}</span>
            {detail.length ? <span className="text-graphite"> · {detail.map(([, value]) => String(value)).join(' · ')}</span> : null}
            <span className="block text-xs text-graphite">
              {text.historyBy(entry.adminEmail)}
              {when ? `, ${dateAndTime(when)}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** An item's history on the desk (issue 27, point 7): who changed what and when, read when opened. */
export function ActionHistory({ kind, id }: { kind: AdminItemKind; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="font-sans" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="action-history">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-xs font-medium uppercase tracking-[0.14em] text-graphite hover:text-gold-deep">
        <History size={14} strokeWidth={1.5} aria-hidden /> {text.history}
      </summary>
      {open ? <Entries kind={kind} id={id} /> : null}
    </details>
  );
}
