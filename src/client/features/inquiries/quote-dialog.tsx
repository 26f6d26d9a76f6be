import { useRef, useState, type FormEvent } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { closeDialog, type DialogProps } from '../../lib/dialog-store';
import { useSubmitQuote } from './api/submit-quote';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls';
import { CancelAndSubmit } from '../../components/form/form-actions';
import { ImagePicker } from '../../components/form/image-picker';
import { looksLikeEmail } from '../../lib/email';
import { imageProblem, readAsDataUrl } from './image-file';
import type { QuoteBody } from '@shared/contracts/inquiries';
import { quoteMessages as m } from '@shared/messages/inquiries';
import { QUOTE_BUDGETS, QUOTE_SIZES } from '@shared/options';

type FieldName = 'customerName' | 'email' | 'budget' | 'size';
type Errors = Partial<Record<FieldName, string>>;

const EMPTY = { customerName: '', email: '', budget: '', size: '', specialRequests: '' };

interface ReferenceImage {
  dataUrl: string;
  name: string;
}

/** Pushes the quote's conversion to the tag manager's queue, when the page has one. */
function recordConversion(): void {
  const layer = (window as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ ...m.conversion });
}

/** One line of the design's summary ('Material: 14k Gold'), left out when the design has none. */
function DesignFact({ term, value, className }: { term: string; value?: string | null; className: string }) {
  if (!value) return null;
  return (
    <div className={className}>
      <dt>{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Get Custom Quote (spec 02, sections 3-5 and 8). */
export default function QuoteDialog({ design }: DialogProps['quote']) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [image, setImage] = useState<ReferenceImage | null>(null);
  const refs = {
    customerName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    budget: useRef<HTMLSelectElement>(null),
    size: useRef<HTMLSelectElement>(null),
  };

  const submit = useSubmitQuote({
    onSuccess: () => {
      toast(m.confirmed);
      recordConversion();
      setValues(EMPTY);
      setErrors({});
      setImage(null);
      closeDialog();
    },
    onError: () => toast({ ...m.failed, variant: 'destructive' }),
  });

  const change = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The spec's order, stopping at the first failure: its toast, its inline message, focus on it. */
  const firstFailure = (): { field: FieldName; notice: { title: string; description?: string }; inline: string } | null => {
    if (!values.customerName.trim()) return { field: 'customerName', notice: m.nameRequired, inline: m.nameInline };
    const emailInput = refs.email.current;
    if (!values.email.trim() || !looksLikeEmail(values.email) || emailInput?.validity.typeMismatch) return { field: 'email', notice: m.emailRequired, inline: m.emailInline };
    if (!values.budget) return { field: 'budget', notice: m.budgetRequired, inline: m.budgetInline };
    if (!values.size) return { field: 'size', notice: m.sizeRequired, inline: m.sizeInline };
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const failure = firstFailure();
    if (failure) {
      setErrors({ [failure.field]: failure.inline });
      toast({ ...failure.notice, variant: 'destructive' });
      refs[failure.field].current?.focus();
      return;
    }
    submit.mutate({
      customerName: values.customerName.trim(),
      email: values.email.trim(),
      budget: values.budget as QuoteBody['budget'],
      size: values.size as QuoteBody['size'],
      specialRequests: values.specialRequests.trim(),
      referenceImage: image?.dataUrl ?? null,
      referenceImageName: image?.name ?? '',
      design: design
        ? { id: typeof design.id === 'string' && design.id ? design.id : null, name: design.name ?? '', material: design.material ?? '', style: design.style ?? '', imageUrl: design.imageUrl ?? '' }
        : null,
    });
  };

  const onImage = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      toast({ ...(problem === 'type' ? m.invalidFileType : m.fileTooLarge), variant: 'destructive' });
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name });
    } catch {
      toast({ ...m.invalidFileType, variant: 'destructive' });
    }
  };

  return (
    <div>
      <DialogHeader eyebrow="Made to order" title="Get Custom Quote">
        Tell us about the piece you imagine. An artisan will review it and send a tailored quote within 24-48 hours.
      </DialogHeader>

      {design && (design.name || design.imageUrl) ? (
        <section aria-label="Your design" data-testid="quote-design" className="mb-6 flex items-center gap-4 rounded-[2px] border border-hairline bg-ivory p-4">
          {design.imageUrl ? (
            <img src={design.imageUrl} alt={design.name || 'Your design'} className="render-ground size-20 shrink-0 rounded-[2px] border border-hairline object-contain" />
          ) : null}
          <dl className="min-w-0 font-sans text-sm">
            {design.name ? <dd className="truncate font-display text-[20px] font-medium leading-tight text-ink">{design.name}</dd> : null}
            <DesignFact term="Material" value={design.material} className="mt-1 flex gap-2 text-graphite" />
            <DesignFact term="Style" value={design.style} className="flex gap-2 text-graphite" />
          </dl>
        </section>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submit.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField ref={refs.customerName} label="Full Name" name="customerName" autoComplete="name" value={values.customerName} error={errors.customerName} onChange={(e) => change('customerName', e.target.value)} />
          <TextField ref={refs.email} label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => change('email', e.target.value)} />
          <SelectField ref={refs.budget} label="Budget Range" name="budget" placeholder="Select a budget" options={QUOTE_BUDGETS} value={values.budget} error={errors.budget} onChange={(e) => change('budget', e.target.value)} />
          <SelectField ref={refs.size} label="Size" name="size" placeholder="Select a size" options={QUOTE_SIZES} value={values.size} error={errors.size} onChange={(e) => change('size', e.target.value)} />
        </div>
        <TextAreaField
          label="Special Requests"
          optional
          name="specialRequests"
          placeholder="Engraving, chain length, a gemstone, a date to meet..."
          value={values.specialRequests}
          onChange={(e) => change('specialRequests', e.target.value)}
        />
        <ImagePicker
          label="Reference Image"
          hint="PNG, JPEG, GIF or WebP, up to 5MB."
          previewUrl={image?.dataUrl ?? null}
          fileName={image?.name ?? null}
          onSelect={(file) => void onImage(file)}
          onRemove={() => setImage(null)}
          disabled={submit.isPending}
        />
        <CancelAndSubmit cancelLabel={m.cancel} onCancel={() => closeDialog()} submitLabel={m.submit} busyLabel={m.submitting} busy={submit.isPending} />
      </form>
    </div>
  );
}
