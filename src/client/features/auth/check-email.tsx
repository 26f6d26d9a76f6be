import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { authMessages } from '@shared/messages/auth';
import { cn } from '../../lib/cn';

/** 'Check your email' after a link was sent (a reset link, a confirmation): the envelope, the line, then the ways on. */
export function CheckEmail({ testId, text, narrow = false, children }: { testId: string; text: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center" data-testid={testId}>
      <span className="flex size-14 items-center justify-center rounded-full border border-gold/60 text-gold-deep">
        <MailCheck size={22} strokeWidth={1.5} aria-hidden />
      </span>
      <h2 className="mt-5 font-display text-[28px] font-medium leading-tight">{authMessages.dialog.checkEmail}</h2>
      <p className={cn('mt-3 font-sans text-base leading-relaxed text-graphite', narrow ? 'max-w-[34ch]' : 'max-w-[36ch]')}>{text}</p>
      {children}
    </div>
  );
}
