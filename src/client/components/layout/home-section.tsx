import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home section's frame: eyebrow, heading, a line, and the content later work fills. */
export function HomeSection({ id, eyebrow, title, lead, children, link = { to: '/collections', label: 'View all' } }: { id: string; eyebrow: string; title: string; lead: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-hairline">
      <div className="mx-auto max-w-[1280px] px-6 py-14 sm:py-24">
        <div className="mb-10 flex flex-col gap-4 sm:mb-12 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{eyebrow}</p>
            <h2 id={`${id}-title`} className="font-display text-[40px] font-medium leading-[1.1] text-ink">
              {title}
            </h2>
            <p className="mt-3 max-w-xl font-sans text-base leading-relaxed text-graphite">{lead}</p>
          </div>
          <Link to={link.to} className="group inline-flex min-h-11 items-center gap-2 self-start font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink hover:text-gold-deep sm:self-auto">
            {link.label} <ArrowRight size={20} strokeWidth={1.5} aria-hidden className="transition-transform duration-200 group-hover:translate-x-0.5" />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
