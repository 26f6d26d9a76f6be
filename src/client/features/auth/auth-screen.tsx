import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Monogram } from '../../components/ui/monogram';
import { cn } from '../../lib/cn';
import { site } from '../../lib/site';

/**
 * The frame of the verification and reset screens: a pearl card on ivory with the monogram, a
 * display-face heading, one calm paragraph, the actions and a quiet help line.
 */
export function AuthScreen({ state, title, children, actions, help, tone = 'neutral' }: { state: string; title: ReactNode; children?: ReactNode; actions?: ReactNode; help?: ReactNode; tone?: 'neutral' | 'success' | 'danger' }) {
  return (
    <div className="mx-auto flex w-full max-w-[560px] flex-1 items-center px-4 py-12 sm:px-6 sm:py-20">
      <section data-state={state} data-testid="auth-screen" className="w-full animate-rise border border-hairline bg-pearl px-6 py-10 text-center sm:px-12 sm:py-14">
        <Monogram className={cn('mx-auto size-14', tone === 'danger' && 'opacity-70')} />
        <h1 className="mt-6 font-display text-[32px] font-medium leading-tight text-ink sm:text-[40px]">{title}</h1>
        <div aria-hidden className={cn('mx-auto mt-5 h-px w-12', tone === 'danger' ? 'bg-danger/60' : 'bg-gold')} />
        {children ? <div className="mx-auto mt-5 max-w-[40ch] font-sans text-base leading-relaxed text-graphite">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div> : null}
        {help ? <div className="mt-8 border-t border-hairline pt-6 font-sans text-sm text-graphite">{help}</div> : null}
      </section>
    </div>
  );
}

/** 'Need help? Contact us' to /?contact=true. */
export function ContactHelp() {
  return (
    <p>
      Need help?{' '}
      <Link to="/?contact=true" className="text-gold-deep underline underline-offset-4 hover:text-ink">
        Contact us
      </Link>
    </p>
  );
}

/** 'Questions about your account? Write to' the support address (the reset screens). */
export function SupportLine() {
  return (
    <p>
      Questions about your account? Write to{' '}
      <a href={`mailto:${site.supportEmail}`} className="text-gold-deep underline underline-offset-4 hover:text-ink" data-testid="support-email">
        {site.supportEmail}
      </a>
    </p>
  );
}
