import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An × that closes or removes something, named by `label`; `danger` reddens it on hover (a removal). */
export function CloseButton({ label, onClick, disabled, danger = false, className }: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={cn('inline-flex size-11 items-center justify-center rounded-[2px] text-graphite transition-colors', danger ? 'hover:text-danger' : 'hover:text-ink', className)}
    >
      <X size={20} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
