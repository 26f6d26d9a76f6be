import { DESIGN_LAB_ROTATION_MS } from '@shared/limits';
import { designLabMessages } from '@shared/messages/design-lab';
import { stagger } from '../../lib/motion';
import { useRecentDesigns } from './api/recent-designs';
import { DesignCard, DesignCardSkeleton } from '../../components/ui/design-card';
import { useRotatingIndex } from './use-rotation';

const VISIBLE = 4;

/** The Design Lab's recent designs, turning by one every 8 seconds (spec 02, Design Lab and section 9). */
export function RecentStrip() {
  const { data, isPending } = useRecentDesigns();
  const designs = data ?? [];
  const rotating = designs.length > VISIBLE;
  const [offset] = useRotatingIndex(rotating ? designs.length : 0, DESIGN_LAB_ROTATION_MS);
  const shown = rotating ? Array.from({ length: VISIBLE }, (_, i) => designs[(offset + i) % designs.length]) : designs;
  return (
    <section aria-labelledby="lab-recent-title" data-testid="lab-recent" className="mt-20 border-t border-hairline pt-14 sm:mt-28 sm:pt-20">
      <div className="mb-10 text-center">
        <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{designLabMessages.eyebrow}</p>
        <h2 id="lab-recent-title" className="font-display text-[28px] font-medium uppercase leading-[1.1] tracking-[0.12em] text-ink sm:text-[40px]">
          {designLabMessages.recentTitle}
        </h2>
        <p className="mt-3 font-sans text-base text-graphite">{designLabMessages.recentLead}</p>
      </div>
      {isPending ? (
        <div className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {Array.from({ length: VISIBLE }, (_, i) => (
            <DesignCardSkeleton key={i} />
          ))}
        </div>
      ) : designs.length === 0 ? (
        <p className="text-center font-sans text-base text-graphite">{designLabMessages.recentEmpty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {shown.map((design, i) => (
            <li key={`${design.id}-${offset}`} className="animate-rise" style={stagger(i)}>
              <DesignCard design={design} testId="lab-recent-card" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
