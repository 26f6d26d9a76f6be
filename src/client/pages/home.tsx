import { Link } from 'react-router';
import { HomeSection } from '../components/layout/home-section';
import { Button, buttonClasses } from '../components/ui/button';
import { CurationsCarousel } from '../features/catalogue/curations-carousel';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { openDialog } from '../lib/dialog-store';
import { RecentGrid } from '../features/design-lab/recent-grid';
import { loadLivePanelIfWide, WideLivePanel } from '../features/design-lab/wide-live-panel';
import { cardWishlistToggle } from '../features/wishlist/wishlist-toggle';
import { homeMessages } from '@shared/messages/home';
import { stagger } from '../lib/motion';
import { site } from '../lib/site';

/** Awaited with the page's chunk before the first render (routes.tsx), so a wide screen's first paint holds the live panel. */
export const beforeFirstRender = loadLivePanelIfWide;

export default function HomePage() {
  usePageMeta(homeMessages.meta);
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div className="mx-auto grid max-w-[1280px] items-center gap-12 px-6 pb-16 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-12 lg:gap-6 lg:pb-28">
          <div className="lg:col-span-7">
            <p className="animate-rise font-sans text-xs uppercase tracking-[0.28em] text-gold-deep" style={stagger(0)}>
              Solid 14k gold · Sterling silver<span className="hidden sm:inline"> · Made to order</span>
            </p>
            <h1 id="hero-title" className="animate-rise mt-6 font-display text-[40px] font-medium uppercase leading-[1.02] tracking-[0.12em] text-ink sm:text-[56px] lg:text-[72px]" style={stagger(1)}>
              {site.name}
            </h1>
            <p className="animate-rise mt-6 max-w-[52ch] font-sans text-base leading-relaxed text-graphite sm:text-[20px] sm:leading-[1.55]" style={stagger(2)}>
              Describe the piece you have in mind. We draw it with you, then cast it by hand in solid 14k gold or fine sterling silver, for you alone.
            </p>
            <div className="animate-rise mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap" style={stagger(3)}>
              <Link to="/collections" className={buttonClasses('primary')}>
                View Collection
              </Link>
              <Link to="/design" className={buttonClasses('secondary')}>
                Design Lab
              </Link>
              <Button variant="ghost" onClick={() => openDialog('about')} className="sm:px-4">
                Who We Are
              </Button>
            </div>
          </div>
          {/* The desktop live panel: the latest designs, and a generation of one's own (spec 02, Home page). */}
          <div className="hidden lg:col-span-5 lg:block" data-testid="hero-panel" style={stagger(2)}>
            <WideLivePanel />
          </div>
        </div>
      </section>

      <HomeSection id="recent" eyebrow="Just designed" title="Recent" lead="The newest pieces imagined by our clients, each one made to order." link={{ to: '/design', label: homeMessages.openDesignLab }}>
        <RecentGrid />
      </HomeSection>

      <HomeSection id="curations" eyebrow="Featured collections" title="Curations" lead="A changing selection from our featured collections, in gold and in silver.">
        <CurationsCarousel cardAction={cardWishlistToggle} />
      </HomeSection>
    </>
  );
}
