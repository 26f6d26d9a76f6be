import { useState, type FormEvent } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { readyToSend } from './ready-to-send';
import { serverSentence } from '../../lib/api';
import { site } from '../../lib/site';
import { useSubmitSupportTicket } from './api/submit-support-ticket';
import { closeDialog, openDialog } from '../../lib/dialog-store';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls';
import { CancelAndSubmit } from '../../components/form/form-actions';
import { ticketMessages as m } from '@shared/messages/inquiries';
import { DEFAULT_TICKET_CATEGORY, DEFAULT_TICKET_PRIORITY, TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from '@shared/options';

const EMPTY = {
  name: '',
  email: '',
  subject: '',
  priority: DEFAULT_TICKET_PRIORITY as TicketPriority,
  category: DEFAULT_TICKET_CATEGORY as TicketCategory,
  message: '',
};

/** Submit Support Ticket (spec 02, sections 3-5 and 8). */
export default function TicketDialog() {
  const [values, setValues] = useState(EMPTY);

  const submit = useSubmitSupportTicket({
    onSuccess: () => {
      toast(m.submitted);
      setValues(EMPTY);
      closeDialog();
    },
    onError: (error) => {
      const fallback = m.failed(site.supportEmail);
      toast({
        title: fallback.title,
        description: (
          <>
            {(serverSentence(error) ?? m.failedDefault).replace(/[.\s]+$/, '')}. {fallback.description}
          </>
        ),
        variant: 'destructive',
      });
    },
  });

  const missing = !values.name.trim() || !values.email.trim() || !values.subject.trim() || !values.message.trim();
  const change = <K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    if (!readyToSend(event, { busy: submit.isPending, missing, notice: m.missing })) return;
    submit.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      priority: values.priority,
      category: values.category,
      message: values.message.trim(),
    });
  };

  return (
    <div>
      <DialogHeader eyebrow="Client care" title="Submit Support Ticket">
        Tell us what needs attention. We will reply within 24 hours and keep your ticket open until it is resolved.
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submit.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={(e) => change('name', e.target.value)} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => change('email', e.target.value)} />
        </div>
        <TextField label="Subject" name="subject" required value={values.subject} onChange={(e) => change('subject', e.target.value)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Priority" name="priority" options={TICKET_PRIORITIES} value={values.priority} onChange={(e) => change('priority', e.target.value as TicketPriority)} />
          <SelectField label="Category" name="category" options={TICKET_CATEGORIES} value={values.category} onChange={(e) => change('category', e.target.value as TicketCategory)} />
        </div>
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={5}
          placeholder="Your order number, if there is one, and what happened."
          value={values.message}
          onChange={(e) => change('message', e.target.value)}
        />
        <CancelAndSubmit cancelLabel={m.backToContact} onCancel={() => openDialog('contact')} submitLabel={m.submit} busyLabel={m.submitting} busy={submit.isPending} canSubmit={!missing} />
      </form>
    </div>
  );
}
