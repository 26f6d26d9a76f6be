import { QueryClient, type DataTag, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { readUrl, type ApiError } from './api';

/** A query key that names the type of its value (apiKey's keys do). */
type TaggedKey<T> = DataTag<readonly unknown[], T, ApiError>;

/**
 * The query cache (spec 01, section 9). Every read brings its own query function (`apiQuery` in
 * ./api.ts); the reads the server starts with the page (readEarly) read the link's own URL.
 */

/** Spec 01 section 9: no retries, no refetch on focus (the current user excepted), no polling, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Puts a write's answer into the cached reads it changes, instead of reading them again: `update`
 * gets each cached value (never undefined) and answers the new one. A read of those keys still on
 * its way was sent before the write, so it is cancelled first (it would land after the answer and
 * undo it); a read cancelled before it had any value is sent again, so nothing waits on it.
 */
export async function updateCached<T>(filters: QueryFilters & { queryKey: TaggedKey<T> }, update: (cached: T) => T): Promise<void> {
  await queryClient.cancelQueries(filters);
  queryClient.setQueriesData<T>(filters, (cached) => (cached === undefined ? undefined : update(cached)));
  await queryClient.invalidateQueries({ ...filters, predicate: (query) => query.state.data === undefined });
}

/** Puts a write's answer as the whole value of one read (the merged bag, the emptied bag); a read of it still on its way is cancelled first. */
export async function putCached<T>(queryKey: TaggedKey<T>, value: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, value);
}

/** The query key an element names in its `data-query-key` (JSON), or null when it does not parse. */
function queryKeyOf(element: HTMLElement): QueryKey | null {
  try {
    return JSON.parse(element.dataset.queryKey ?? '') as QueryKey;
  } catch {
    return null;
  }
}

/**
 * Puts the API answers the server sent inside the page (src/server/http/client-app.ts: inert
 * `<script type="application/json" data-query-key>` elements) into the query cache, so the first
 * render has the page's data. A script that does not parse is skipped: the page then fetches it.
 */
export function seedFromPage(doc: Document = document): void {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-query-key]')) {
    const key = queryKeyOf(script);
    try {
      if (key) queryClient.setQueryData(key, JSON.parse(script.textContent ?? ''));
    } catch {
      /* left to the page's own fetch */
    }
    script.remove();
  }
}

/**
 * Starts the page's own reads of the answers its HTML is already fetching (`<link rel="preload"
 * as="fetch" href data-query-key>`, a product's design), so they take those downloads (the same
 * URL, the same-origin credentials `fetch` sends); resolves when they have settled, or after `capMs`
 * so a slow answer leaves the page its loading state. The server writes each link's key as the
 * page's read names it (`apiKey`), so the page finds the answer in the cache.
 */
export function readEarly(doc: Document = document, capMs = 1000): Promise<void> {
  const reads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][data-query-key]')].flatMap((link) => {
    const queryKey = queryKeyOf(link);
    const url = link.getAttribute('href');
    return queryKey && url ? [queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => readUrl(url, signal) })] : [];
  });
  if (!reads.length) return Promise.resolve();
  return Promise.race([Promise.all(reads).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
