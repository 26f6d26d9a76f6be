import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Option } from '@shared/options';
import { cn } from '../../lib/cn';
import { controlClass, FieldShell } from './field-shell';

// The inquiry forms' controls (DESIGN.md forms): each takes a `ref` so a form can move focus to its
// first failure.

type Common = { label: string; optional?: boolean; error?: string | null; hint?: ReactNode; className?: string };

export function TextField({ label, optional, error, hint, className, ref, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell label={label} optional={optional} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <input ref={ref} id={id} aria-invalid={invalid} aria-describedby={describedBy} className={cn(controlClass, 'min-h-12')} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, optional, error, hint, className, ref, ...area }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell label={label} optional={optional} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <textarea ref={ref} id={id} rows={4} aria-invalid={invalid} aria-describedby={describedBy} className={cn(controlClass, 'min-h-28 resize-y py-3 leading-relaxed')} {...area} />}
    </FieldShell>
  );
}

export function SelectField({
  label, optional, error, hint, className, ref, options, placeholder, ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement>; options: readonly Option[]; placeholder?: string }) {
  return (
    <FieldShell label={label} optional={optional} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select ref={ref} id={id} aria-invalid={invalid} aria-describedby={describedBy} className={cn(controlClass, 'min-h-12 cursor-pointer appearance-auto')} {...select}>
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
