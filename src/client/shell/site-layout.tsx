import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useHomeTokenRedirect } from '../features/auth/use-home-token-redirect';
import { ChatMount } from '../features/chat/chat-mount';
import { DialogHost } from './dialog-host';
import { Footer } from './footer';
import { ScrollRestoration } from '../components/layout/scroll-restoration';
import { TopBar } from './top-bar';
import { AfterNextPaint } from '../lib/after-first-paint';
import { Spinner } from '../components/states/spinner';

function PageFallback() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/**
 * One layout for every route: the top bar, the page, the footer, and the dialog host. The footer and
 * the chat button follow the page's first paint by a frame: below the fold or floating over it, they
 * were a third of the first render, which Lighthouse counts as blocking once it passes 50 ms.
 */
export function SiteLayout() {
  useHomeTokenRedirect();
  return (
    <div className="flex min-h-[100dvh] flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[80] focus:bg-ink focus:px-4 focus:py-3 focus:text-ivory">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AfterNextPaint>
        <Footer />
      </AfterNextPaint>
      <DialogHost />
      <AfterNextPaint>
        <ChatMount />
      </AfterNextPaint>
      <ScrollRestoration />
    </div>
  );
}
