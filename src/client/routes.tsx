import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { SiteLayout } from './shell/site-layout';
import { lazyPage } from './lib/lazy-page';

// Every page is its own lazily loaded chunk; the current URL's is loaded before the first render (spec: route table of spec 01, section 2.1).
// The home page's chunk resolves once a wide screen's live panel is loaded too (pages/home.tsx).
const HomePage = lazyPage(() => import('./pages/home').then(async (page) => (await page.beforeFirstRender(), page)));
const DesignPage = lazyPage(() => import('./pages/design'));
const CollectionsPage = lazyPage(() => import('./pages/collections'));
const CollectionDetailPage = lazyPage(() => import('./pages/collection-detail'));
const ProductPage = lazyPage(() => import('./pages/product'));
const CartPage = lazyPage(() => import('./pages/cart'));
const WishlistPage = lazyPage(() => import('./pages/wishlist'));
const CheckoutPage = lazyPage(() => import('./pages/checkout'));
const CheckoutSuccessPage = lazyPage(() => import('./pages/checkout-success'));
const DashboardPage = lazyPage(() => import('./pages/dashboard'));
const OrdersPage = lazyPage(() => import('./pages/orders'));
const OrderTrackingPage = lazyPage(() => import('./pages/order-tracking'));
const AdminOrdersPage = lazyPage(() => import('./pages/admin-orders'));
const AuthVerifyPage = lazyPage(() => import('./pages/auth-verify'));
const AuthResetPasswordPage = lazyPage(() => import('./pages/auth-reset-password'));
const AuthCallbackPage = lazyPage(() => import('./pages/auth-callback'));
const NotFoundPage = lazyPage(() => import('./pages/not-found'));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/design', element: <DesignPage /> },
      { path: '/collections', element: <CollectionsPage /> },
      { path: '/collections/:id', element: <CollectionDetailPage /> },
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      { path: '/wishlist', element: <WishlistPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/success', element: <CheckoutSuccessPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/track/:token', element: <OrderTrackingPage /> },
      { path: '/admin/orders', element: <AdminOrdersPage /> },
      { path: '/auth/verify', element: <AuthVerifyPage /> },
      { path: '/auth/confirm', element: <AuthVerifyPage /> },
      { path: '/auth/reset-password', element: <AuthResetPasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the page chunk of `pathname` (main.tsx awaits it before the first render). */
export function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const page = isValidElement(leaf) ? (leaf.type as { preload?: () => Promise<void> }) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}
