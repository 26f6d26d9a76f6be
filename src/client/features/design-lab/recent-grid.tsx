import { Link } from 'react-router';
import { homeMessages } from '@shared/messages/home';
import { buttonClasses } from '../../components/ui/button';
import { stagger } from '../../lib/motion';
import { useRecentDesigns } from './api/recent-designs';
import { DesignCard, DesignCardSkeleton } from '../../components/ui/design-card';

const SHOWN = 8;

/** The home page's Recent section: the latest designs as cards, each to its own page. */
export function RecentGrid() {
  const { data, isPending } = useRecentDesigns();
  const designs = (data ?? []).slice(0, SHOWN);
  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <DesignCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (designs.length === 0) {
    return (
      <div className="render-ground flex flex-col items-center border border-hairline px-6 py-16 text-center">
        <p className="max-w-[44ch] font-sans text-base text-graphite">{homeMessages.recentSectionEmpty}</p>
        <Link to="/design" className={buttonClasses('secondary', 'md', 'mt-6')}>
          {homeMessages.openDesignLab}
        </Link>
      </div>
    );
  }
  return (
    <ul data-testid="recent-grid" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-4">
      {designs.map((design, i) => (
        <li key={design.id} className={i >= 4 ? 'hidden animate-rise sm:block' : 'animate-rise'} style={stagger(i)}>
          <DesignCard design={design} testId="recent-card" />
        </li>
      ))}
    </ul>
  );
}
