import { ShoppingBag } from 'lucide-react';
import { bagMessages } from '@shared/messages/bag';
import { wishlistMessages } from '@shared/messages/wishlist';
import { EmptyState } from '../../components/states/empty-state';
import { OnwardLink } from '../../components/states/onward-link';
import { LoadingState, PanelSkeleton, PieceSkeleton } from '../../components/states/skeleton';

/** The bag with nothing in it, and the way on (Browse Collections); the checkout says it in its own words. */
export function EmptyBag({ testId = 'bag-empty', text = bagMessages.empty, browse = wishlistMessages.browse }: { testId?: string; text?: string; browse?: string }) {
  return (
    <EmptyState icon={ShoppingBag} testId={testId} title={text}>
      <OnwardLink>{browse}</OnwardLink>
    </EmptyState>
  );
}

/** The bag page while its lines load: two lines and the summary's panel. */
export function BagSkeleton() {
  return (
    <LoadingState label="Loading your bag" className="grid gap-10 lg:grid-cols-[1fr_380px]">
      <ul className="border-t border-hairline">
        {[0, 1].map((i) => (
          <PieceSkeleton key={i} as="li" className="grid grid-cols-[96px_1fr] gap-5 border-b border-hairline py-7 sm:grid-cols-[128px_1fr] sm:gap-8" controls="mt-4 h-10 w-32" />
        ))}
      </ul>
      <PanelSkeleton />
    </LoadingState>
  );
}
