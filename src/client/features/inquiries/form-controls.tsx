import { ImagePlus, X } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import type { Option } from '@shared/options';

// The inquiry forms' controls (DESIGN.md forms): label above, inline error in danger red under the
// field, gold focus ring. Each control takes a `ref` so a form can move focus to its first failure.

const controlClass =
  'block w-full rounded-[2px] border border-hairline bg-pearl px-4 font-sans text-base text-ink placeholder:text-graphite/60 transition-colors duration-150 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 aria-[invalid=true]:border-danger disabled:opacity-60';

interface ShellProps {
  label: string;
  optional?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

function FieldShell({ label, optional, error, hint, className, children }: ShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
        {label}
        {optional ? <span className="ml-2 normal-case tracking-normal text-graphite">(optional)</span> : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && !error ? (
        <p id={hintId} className="font-sans text-sm leading-snug text-graphite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="font-sans text-sm leading-snug text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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

/** An optional image: a file button, then a preview with a Remove control. */
export function ImagePicker({
  label, hint, previewUrl, fileName, onSelect, onRemove, disabled, ref,
}: {
  label: string;
  hint?: ReactNode;
  previewUrl: string | null;
  fileName: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
        {label}
        <span className="ml-2 normal-case tracking-normal text-graphite">(optional)</span>
      </span>
      {previewUrl ? (
        <div className="flex items-center gap-4 rounded-[2px] border border-hairline bg-ivory p-3" data-testid="image-preview">
          <img src={previewUrl} alt={fileName ?? 'Selected image'} className="size-20 shrink-0 rounded-[2px] border border-hairline bg-pearl object-cover" />
          <p className="min-w-0 flex-1 truncate font-sans text-sm text-graphite">{fileName}</p>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label="Remove image"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-[2px] text-graphite transition-colors hover:text-danger"
          >
            <X size={20} strokeWidth={1.5} aria-hidden />
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-20 cursor-pointer items-center justify-center gap-3 rounded-[2px] border border-dashed border-hairline bg-ivory px-4 py-5 font-sans text-sm text-graphite transition-colors hover:border-gold hover:text-ink focus-within:border-gold focus-within:ring-2 focus-within:ring-gold/30"
        >
          <ImagePlus size={20} strokeWidth={1.5} aria-hidden />
          <span>Choose an image</span>
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={label}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onSelect(file);
            }}
          />
        </label>
      )}
      {hint ? <p className="font-sans text-sm leading-snug text-graphite">{hint}</p> : null}
    </div>
  );
}

/** The form's buttons, right-aligned; stacked full-width on phones. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
