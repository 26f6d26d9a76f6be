import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION } from '../../lib/toast-store';
import { useToasts } from './use-toasts';


/** Renders the notices: bottom right on desktop, top on phones; one at a time (loaded by Toaster on first use). */
export default function ToastViewport() {
  const notices = useToasts();
  return (
    <T.Provider duration={TOAST_DURATION} swipeDirection="right">
      {notices.map(({ id, title, description, variant, duration, action, open }) => (
        <T.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-[4px] border p-4 pr-10 shadow-[0_8px_30px_rgba(17,17,17,0.08)] toast-motion',
            variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-hairline bg-pearl text-ink',
          )}
          data-variant={variant ?? 'default'}
        >
          <div className="grid gap-1">
            {title ? <T.Title className="font-sans text-sm font-medium tracking-wide">{title}</T.Title> : null}
            {description ? <T.Description className={cn('font-sans text-sm leading-relaxed', variant === 'destructive' ? 'text-white/90' : 'text-graphite')}>{description}</T.Description> : null}
          </div>
          {action}
          <T.Close
            aria-label="Close"
            className={cn('absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-[2px] opacity-70 transition-opacity hover:opacity-100', variant === 'destructive' ? 'text-white' : 'text-graphite')}
          >
            <X size={16} strokeWidth={1.5} aria-hidden />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed inset-x-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-[420px] sm:p-6" />
    </T.Provider>
  );
}
