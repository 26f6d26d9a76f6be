import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClass } from './field-shell';

/** A desk's search box: the magnifier inside the field, its label for assistive technology only. `className` sizes it. */
export function SearchBox({ id, label, value, onChange, placeholder, maxLength, className, testId }: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  className: string;
  testId: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search size={18} strokeWidth={1.5} aria-hidden className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-graphite" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={cn(inputClass, 'pl-11 text-sm')}
        data-testid={testId}
      />
    </div>
  );
}
