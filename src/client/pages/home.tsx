import { ArrowRight } from 'lucide-react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { CurationsCarousel } from '../features/catalogue/curations-carousel';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { openDialog } from '../features/dialogs/dialog-store';
import { RecentGrid } from '../features/design-lab/recent-grid';
import { homeMessages } from '@shared/messages/home';
import { stagger } from '../lib/motion';
import { site } from '../lib/site';
import { useMedia, WIDE } from '../lib/use-media';

// The live panel shows on wide screens only (lg and up): its code (and the Design Lab's generation
// and stylesheet) is a chunk of its own, so a phone neither downloads nor renders it.
let LivePanel: ComponentType | undefined;
let livePanelLoad: Promise<void> | undefined;
function loadLivePanel(): Promise<void> {
  return (livePanelLoad ??= import('../features/design-lab/live-panel').then(
    (mod) => void (LivePanel = mod.LivePanel),
    () => void (livePanelLoad = undefined),
  ));
}

/** Awaited with the page's chunk before the first render (routes.tsx), so a wide screen's first paint holds the panel. */
export function beforeFirstRender(): Promise<void> {
  return window.matchMedia(WIDE).matches ? loadLivePanel() : Promise.resolve();
}

/** The live panel when the screen is wide; fetched on demand when a narrow window is widened. */
function WideLivePanel() {
  const wide = useMedia(WIDE);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (wide && !LivePanel) void loadLivePanel().then(() => setLoaded((n) => n + 1));
  }, [wide]);
  return wide && LivePanel ? <LivePanel /> : null;
}

/** A home section's frame: eyebrow, heading, a line, and the content later work fills. */
function HomeSection({ id, eyebrow, title, lead, children, link = { to: '/collections', label: 'View all' } }: { id: string; eyebrow: string; title: string; lead: string; children: ReactNode; link?: { to: string; label: string } }) {
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
        <CurationsCarousel />
      </HomeSection>
    </>
  );
}
