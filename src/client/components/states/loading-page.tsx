import type { ReactNode } from 'react';
import { PageFrame } from '../layout/page-frame';
import { LoadingLine } from './loading-line';

/**
 * A whole page still loading: the narrow frame, the page's heading for assistive technology
 * (`title`), and the loading line; `fill` centres it in the window (the auth screens).
 */
export function LoadingPage({ title, fill = false, children }: { title?: string; fill?: boolean; children: ReactNode }) {
  return (
    <PageFrame narrow className={fill ? 'flex flex-1 items-center justify-center' : undefined}>
      {title ? <h1 className="sr-only">{title}</h1> : null}
      <LoadingLine>{children}</LoadingLine>
    </PageFrame>
  );
}
