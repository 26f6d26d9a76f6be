import { LifeBuoy } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { readyToSend } from './ready-to-send';
import { site } from '../../lib/site';
import { useSubmitContact } from './api/submit-contact';
import { closeDialog, openDialog } from '../../lib/dialog-store';
import { TextAreaField, TextField } from '../../components/form/controls';
import { CancelAndSubmit } from '../../components/form/form-actions';
import { ImagePicker } from '../../components/form/image-picker';
import { looksLikeEmail } from '../../lib/email';
import { imageProblem } from './image-file';
import { careerMessages, contactMessages as m } from '@shared/messages/inquiries';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Contact Us (spec 02, sections 3-5 and 8): sent as multipart with an optional image. */
export default function ContactDialog() {
  const [values, setValues] = useState(EMPTY);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  // The preview's object URL lives as long as its image.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);

  const send = useSubmitContact({
    onSuccess: () => {
      toast(m.sent);
      setValues(EMPTY);
      setImage(null);
      closeDialog();
    },
    onError: () => toast({ ...m.failed(site.supportEmail), variant: 'destructive' }),
  });

  const missing = !values.name.trim() || !values.email.trim() || !values.message.trim();

  const change = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'email') setEmailError(null);
  };

  const chooseImage = (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      toast({ ...(problem === 'type' ? m.invalidFileType : m.fileTooLarge), variant: 'destructive' });
      return;
    }
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const onSubmit = (event: FormEvent) => {
    if (!readyToSend(event, { busy: send.isPending, missing, notice: m.missing })) return;
    if (!looksLikeEmail(values.email)) {
      setEmailError(careerMessages.email);
      return;
    }
    const form = new FormData();
    form.append('name', values.name.trim());
    form.append('email', values.email.trim());
    form.append('subject', values.subject.trim());
    form.append('message', values.message.trim());
    if (image) form.append('image', image.file, image.file.name);
    send.mutate(form);
  };

  return (
    <div>
      <DialogHeader eyebrow="We reply within 24 hours" title="Contact Us">
        Write to us about a design, an order or anything else. A member of the atelier will answer you personally.
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={send.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={(e) => change('name', e.target.value)} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={emailError} onChange={(e) => change('email', e.target.value)} />
        </div>
        <TextField label="Subject" optional name="subject" value={values.subject} onChange={(e) => change('subject', e.target.value)} />
        <TextAreaField label="Message" name="message" required rows={5} value={values.message} onChange={(e) => change('message', e.target.value)} />
        <ImagePicker
          label="Image"
          hint="A photo or sketch helps. PNG, JPEG, GIF or WebP, under 5MB."
          previewUrl={image?.url ?? null}
          fileName={image?.file.name ?? null}
          onSelect={chooseImage}
          onRemove={() => setImage(null)}
          disabled={send.isPending}
        />
        <CancelAndSubmit cancelLabel="Cancel" onCancel={() => closeDialog()} submitLabel={m.submit} busyLabel={m.sending} busy={send.isPending} canSubmit={!missing} />
      </form>

      <div className="mt-8 flex flex-col gap-3 border-t border-hairline pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-[42ch] font-sans text-sm leading-relaxed text-graphite">
          Need help with an order or a technical matter? Open a ticket and we will track it until it is resolved. Or write to{' '}
          <a className="text-gold-deep underline underline-offset-2" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </p>
        <Button variant="secondary" size="sm" onClick={() => openDialog('ticket')}>
          <LifeBuoy size={18} strokeWidth={1.5} aria-hidden />
          {m.openTicket}
        </Button>
      </div>
    </div>
  );
}
