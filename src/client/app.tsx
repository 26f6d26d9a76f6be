import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { Toaster } from './components/ui/toast';
import { queryClient } from './lib/query-client';
import { routes } from './routes';
import { installSessionRefresh } from './features/auth/session-refresh';
import { installBagSync } from './features/bag/bag-owner';
import { installWishlistSync } from './features/wishlist/wishlist-sync';

// The stored session's refresher (POST /api/auth/refresh) and the refresh shortly before expiry.
installSessionRefresh();
// A sign-in carries the guest bag into the account; a member's bag and wishlist leave the cache when the session ends.
installBagSync();
installWishlistSync();

function Pages() {
  return useRoutes(routes);
}

/**
 * Providers around the router: server state and toasts. React Router in its declarative mode: the
 * shop has no loaders or actions, and the data router (createBrowserRouter) cost ~17 KB gzipped of
 * the main chunk; scroll restoration is components/layout/scroll-restoration.tsx.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
