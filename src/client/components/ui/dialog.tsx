import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const DialogRoot = D.Root;
export const DialogTitle = D.Title;
export const DialogDescription = D.Description;
export const DialogClose = D.Close;

/**
 * The shop's dialog panel (DESIGN.md): pearl, 4 px radius, hairline border, 32 px padding, close
 * at top right, focus trapped, Escape closes; a full-height sheet on phones.
 */
export function DialogContent({ children, className, size = 'md' }: { children: ReactNode; className?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <D.Portal>
      <D.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/40" />
      <D.Content
        // The body loads lazily, so Radix would otherwise land focus (and a gold ring) on the close
        // button; hold focus on the panel itself and let Tab reach the first control.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className={cn(
          'dialog-panel fixed z-50 flex flex-col overflow-y-auto bg-pearl text-ink outline-none',
          'inset-0 h-[100dvh] w-full p-6 pt-16',
          'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[88vh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[4px] sm:border sm:border-hairline sm:p-8 sm:shadow-[0_24px_80px_rgba(17,17,17,0.12)]',
          size === 'sm' && 'sm:w-[min(440px,calc(100vw-48px))]',
          size === 'md' && 'sm:w-[min(560px,calc(100vw-48px))]',
          size === 'lg' && 'sm:w-[min(720px,calc(100vw-48px))]',
          className,
        )}
      >
        {children}
        <D.Close aria-label="Close" className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-[2px] text-graphite transition-colors hover:text-ink">
          <X size={20} strokeWidth={1.5} aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

/** Title and optional lead line in the dialog's house style. */
export function DialogHeader({ title, eyebrow, children }: { title: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6 pr-8">
      {eyebrow ? <p className="mb-2 font-sans text-xs uppercase tracking-[0.2em] text-gold-deep">{eyebrow}</p> : null}
      <D.Title className="font-display text-[28px] font-medium leading-tight text-ink">{title}</D.Title>
      {children ? <D.Description className="mt-3 max-w-[62ch] font-sans text-base leading-relaxed text-graphite">{children}</D.Description> : null}
    </header>
  );
}
