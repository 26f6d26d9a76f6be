import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/**
 * A desk's list and what stands in its place: the failure to read it with Try Again, its skeleton
 * while it is read, a quiet line when `empty.when` (nothing there, or nothing matches); else the list.
 */
export function ListStates({ list, failed, loading, empty, children }: {
  list: { isError: boolean; isPending: boolean; refetch: () => unknown };
  failed: { title: string; retry: string; testId?: string };
  loading: ReactNode;
  empty: { when: boolean; text: ReactNode; testId: string };
  children: ReactNode;
}) {
  if (list.isError) return <LoadFailed title={failed.title} retry={failed.retry} onRetry={() => void list.refetch()} testId={failed.testId} />;
  if (list.isPending) return <>{loading}</>;
  if (empty.when) {
    return (
      <p className="px-6 py-16 text-center font-display text-[24px] font-medium text-graphite" data-testid={empty.testId}>
        {empty.text}
      </p>
    );
  }
  return <>{children}</>;
}
