import { Cpu, Gem, HeartHandshake, PenTool, type LucideIcon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { site } from '../../lib/site';
import { useSubmitCareerApplication } from './api/submit-career-application';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls';
import { CancelAndSubmit } from '../../components/form/form-actions';
import { looksLikeEmail } from '../../lib/email';
import type { CareerApplicationBody } from '@shared/contracts/inquiries';
import { COVER_LETTER_MIN, FULL_NAME_MIN, PHONE_MIN } from '@shared/limits';
import { careerMessages as m } from '@shared/messages/inquiries';
import { AVAILABILITY, CAREER_POSITIONS, EXPERIENCE_LEVELS } from '@shared/options';

type Values = { fullName: string; email: string; phone: string; position: string; experience: string; portfolio: string; coverLetter: string; availability: string };
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { fullName: '', email: '', phone: '', position: '', experience: '', portfolio: '', coverLetter: '', availability: '' };
/** The order fields are checked and focused in. */
const ORDER: readonly FieldName[] = ['fullName', 'email', 'phone', 'position', 'experience', 'portfolio', 'coverLetter', 'availability'];

const TALENTS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Gem, title: 'Craftsperson', text: 'Casters, setters, polishers and engravers who take pride in a clean seam and a true edge.' },
  { icon: Cpu, title: 'Technology', text: 'Engineers who build the Design Lab and the tools that turn a few words into a wearable form.' },
  { icon: PenTool, title: 'Design', text: 'Jewelry and product designers who shape an idea into something that can be cast and worn.' },
  { icon: HeartHandshake, title: 'Customer Experience', text: 'People who guide clients from the first question to the day a parcel arrives.' },
];

/** A web address the server will accept: http or https with a real domain name. */
function isPortfolioUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Every rule of spec 02 section 5 for the career form; an empty object when all hold. */
function validateApplication(v: Values): Errors {
  const errors: Errors = {};
  if (v.fullName.trim().length < FULL_NAME_MIN) errors.fullName = m.fullName;
  if (!looksLikeEmail(v.email)) errors.email = m.email;
  if (v.phone.trim().length < PHONE_MIN) errors.phone = m.phone;
  if (!v.position) errors.position = m.position;
  if (!v.experience) errors.experience = m.experience;
  if (v.portfolio.trim() && !isPortfolioUrl(v.portfolio.trim())) errors.portfolio = m.portfolio;
  if (v.coverLetter.trim().length < COVER_LETTER_MIN) errors.coverLetter = m.coverLetter;
  if (!v.availability) errors.availability = m.availability;
  return errors;
}

/** Join the Team (spec 02, sections 2-5 and 8): the intro, four talents, then the application. */
export default function CareersDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const bind = (name: FieldName) => (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
    fieldRefs.current[name] = el;
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };

  const submit = useSubmitCareerApplication({
    onSuccess: () => {
      toast(m.submitted);
      reset();
      setOpen(false);
    },
    onError: () => toast({ ...m.failed, variant: 'destructive' }),
  });

  const change = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = validateApplication(values);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    submit.mutate({
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      position: values.position as CareerApplicationBody['position'],
      experience: values.experience as CareerApplicationBody['experience'],
      portfolio: values.portfolio.trim(),
      coverLetter: values.coverLetter.trim(),
      availability: values.availability as CareerApplicationBody['availability'],
    });
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: bind(name),
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  return (
    <div>
      <DialogHeader eyebrow="Careers" title="Join the Team">
        We are a small house of makers, designers and engineers who believe fine jewelry should be personal, honest and built to last.
        If you care about work done carefully, we would be glad to hear from you.
      </DialogHeader>

      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Where you might fit">
        {TALENTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-[2px] border border-hairline bg-ivory p-5">
            <Icon size={20} strokeWidth={1.5} className="text-gold-deep" aria-hidden />
            <h3 className="mt-3 font-display text-[20px] font-medium leading-tight text-ink">{title}</h3>
            <p className="mt-2 font-sans text-sm leading-relaxed text-graphite">{text}</p>
          </li>
        ))}
      </ul>

      {open ? (
        <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5 border-t border-hairline pt-8" aria-label="Application" aria-busy={submit.isPending}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full Name" autoComplete="name" {...field('fullName')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            <SelectField label="Position" placeholder="Select a position" options={CAREER_POSITIONS} {...field('position')} />
            <SelectField label="Experience" placeholder="Select your experience" options={EXPERIENCE_LEVELS} {...field('experience')} />
            <SelectField label="Availability" placeholder="When could you start?" options={AVAILABILITY} {...field('availability')} />
          </div>
          <TextField label="Portfolio" optional type="url" placeholder="https://" hint="A link to your work, if you have one." {...field('portfolio')} />
          <TextAreaField
            label="Cover Letter"
            rows={6}
            placeholder="Tell us about your work and why it belongs here."
            hint={`At least ${COVER_LETTER_MIN} characters.`}
            {...field('coverLetter')}
          />
          <CancelAndSubmit
            cancelLabel={m.cancel}
            onCancel={() => {
              reset();
              setOpen(false);
            }}
            submitLabel={m.submit}
            busyLabel={m.submitting}
            busy={submit.isPending}
          />
        </form>
      ) : (
        <div className="mt-8 flex justify-start">
          <Button onClick={() => setOpen(true)}>{m.applyNow}</Button>
        </div>
      )}

      <p className="mt-8 border-t border-hairline pt-6 font-sans text-sm leading-relaxed text-graphite">
        Prefer to write? Send your CV and a few words about yourself to{' '}
        <a className="text-gold-deep underline underline-offset-2" href={`mailto:${site.careersEmail}`}>
          {site.careersEmail}
        </a>
        .
      </p>
    </div>
  );
}
