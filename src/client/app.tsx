import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/ui/toast';
import { queryClient } from './lib/query-client';
import { createRouter } from './routes';
import { installSessionRefresh } from './features/auth/session-refresh';
import { installBagSync } from './features/cart/use-bag';

// The stored session's refresher (POST /api/auth/refresh) and the refresh shortly before expiry.
installSessionRefresh();
// A member's bag and wishlist leave the cache when the session ends.
installBagSync();

/** Providers around the router: server state and toasts. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
