import { useState, type FormEvent } from 'react';
import { INBOX_REPLY_MAX } from '@shared/limits';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { INBOX_STATUSES, type InboxStatus } from '@shared/options';
import { SelectField, TextAreaField } from '../../components/form/controls';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useReplyToItem } from './api/reply-to-item';

/** The reply box: the words, where the item stands after (answered unless chosen otherwise), Send. */
export function ReplyForm({ id, email }: { id: string; email: string }) {
  const reply = useReplyToItem(id);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<InboxStatus>('answered');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    if (!message.trim()) {
      setError(text.replyRequired);
      return;
    }
    try {
      await reply.mutateAsync({ message: message.trim(), status });
      setMessage('');
      setStatus('answered');
      toast(text.replySent(email));
    } catch (failure) {
      toast({ variant: 'destructive', title: text.failed, description: readableError(failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label={text.reply} data-testid="reply-form">
      <TextAreaField
        label={text.replyLabel}
        name="reply"
        rows={6}
        maxLength={INBOX_REPLY_MAX}
        value={message}
        error={error}
        hint={text.replyHint(email)}
        disabled={reply.isPending}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SelectField label={text.thenMark} name="reply-status" options={INBOX_STATUSES} value={status} disabled={reply.isPending} onChange={(event) => setStatus(event.target.value as InboxStatus)} className="sm:w-56" />
        <Button type="submit" disabled={reply.isPending} className="w-full sm:w-auto" data-testid="send-reply">
          {reply.isPending ? text.sending : text.sendReply}
        </Button>
      </div>
    </form>
  );
}
