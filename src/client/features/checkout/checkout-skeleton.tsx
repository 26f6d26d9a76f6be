import { Bar, LoadingState, PanelSkeleton } from '../../components/states/skeleton';

/** The checkout while the bag loads: the form's fields and the summary's panel. */
export function CheckoutSkeleton() {
  return (
    <LoadingState label="Loading your order" className="grid gap-10 lg:grid-cols-[1fr_420px]">
      <div className="flex flex-col gap-5">
        {[0, 1, 2, 3].map((i) => (
          <Bar key={i} className="h-12" />
        ))}
      </div>
      <PanelSkeleton />
    </LoadingState>
  );
}
