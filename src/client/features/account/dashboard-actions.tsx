import { ArrowRight, MessageSquareQuote, PenTool, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardMessages } from '@shared/messages/dashboard';
import { openDialog } from '../../lib/dialog-store';

const cardClass =
  'group flex h-full flex-col border border-hairline bg-pearl p-6 text-left transition-[transform,border-color] duration-150 ease-out hover:-translate-y-0.5 hover:border-gold sm:p-8';

function CardBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-full border border-hairline text-gold-deep transition-colors group-hover:border-gold">{icon}</span>
      <h2 className="mt-6 font-display text-[26px] font-medium leading-tight text-ink">{title}</h2>
      <p className="mt-2 flex-1 font-sans text-sm leading-relaxed text-graphite">{text}</p>
      <span className="mt-6 inline-flex items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors group-hover:text-gold-deep">
        Begin <ArrowRight size={16} strokeWidth={1.5} aria-hidden className="transition-transform duration-150 group-hover:translate-x-0.5" />
      </span>
    </>
  );
}

/** The dashboard's three ways to begin: a new design, the shop, a quote. */
export function DashboardActions() {
  return (
    <div className="mt-10 grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-3">
      <Link to="/" className={cardClass}>
        <CardBody icon={<PenTool size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.createNewDesign} text="Describe a charm or pendant and see it drawn in moments." />
      </Link>
      <Link to="/collections" className={cardClass}>
        <CardBody icon={<ShoppingBag size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.shop} text="Browse finished designs, cast to order in gold or silver." />
      </Link>
      <button type="button" onClick={() => openDialog('quote')} className={cardClass}>
        <CardBody icon={<MessageSquareQuote size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.requestQuote} text="Share your idea and receive a tailored quote within two days." />
      </button>
    </div>
  );
}
