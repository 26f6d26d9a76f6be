import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/**
 * Previous · 'Page X of Y' · Next under a desk's list. `pages` null: the count is not known (a search
 * counted only so far), so Next stays open while the page was full (`more`).
 */
export function Pager({ page, pages, more = false, onPage, labels }: {
  page: number;
  pages: number | null;
  more?: boolean;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; pageOf: (page: number, pages: number) => string; page?: (page: number) => string };
}) {
  const last = pages === null ? !more : page >= pages;
  if (page <= 1 && last) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 border-t border-hairline px-3 py-3 sm:px-5">
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
        <ChevronLeft size={16} strokeWidth={1.5} aria-hidden /> {labels.previous}
      </Button>
      <p className="font-sans text-sm tabular-nums text-graphite" data-testid="pager-page">
        {pages === null ? (labels.page?.(page) ?? String(page)) : labels.pageOf(page, pages)}
      </p>
      <Button variant="ghost" size="sm" disabled={last} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {labels.next} <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
      </Button>
    </nav>
  );
}
