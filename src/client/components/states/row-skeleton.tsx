import { Bar, LoadingState } from './skeleton';

/**
 * A desk's list still loading: `rows` rows (`rowClassName`) of lines as wide as `bars` says, side by
 * side as a table's cells, or, after a `picture` (its size), stacked beside it as a piece's lines.
 */
export function RowSkeleton({ label, className = 'flex flex-col', rows = 4, rowClassName, picture, bars }: {
  label: string;
  className?: string;
  rows?: number;
  rowClassName: string;
  picture?: string;
  bars: string[];
}) {
  const lines = bars.map((width, i) => <Bar key={i} className={`h-4 ${width}`} />);
  return (
    <LoadingState label={label} className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={rowClassName}>
          {picture ? (
            <>
              <Bar className={picture} />
              <div className="flex flex-1 flex-col gap-3">{lines}</div>
            </>
          ) : (
            lines
          )}
        </div>
      ))}
    </LoadingState>
  );
}
