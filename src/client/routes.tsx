import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';

// Every page is its own lazily loaded chunk (spec: route table of spec 01, section 2.1).
const HomePage = lazy(() => import('./pages/home'));
const DesignPage = lazy(() => import('./pages/design'));
const CollectionsPage = lazy(() => import('./pages/collections'));
const CollectionDetailPage = lazy(() => import('./pages/collection-detail'));
const ProductPage = lazy(() => import('./pages/product'));
const CartPage = lazy(() => import('./pages/cart'));
const WishlistPage = lazy(() => import('./pages/wishlist'));
const CheckoutPage = lazy(() => import('./pages/checkout'));
const CheckoutSuccessPage = lazy(() => import('./pages/checkout-success'));
const DashboardPage = lazy(() => import('./pages/dashboard'));
const OrdersPage = lazy(() => import('./pages/orders'));
const AdminOrdersPage = lazy(() => import('./pages/admin-orders'));
const AuthVerifyPage = lazy(() => import('./pages/auth-verify'));
const AuthResetPasswordPage = lazy(() => import('./pages/auth-reset-password'));
const AuthCallbackPage = lazy(() => import('./pages/auth-callback'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

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
      { path: '/admin/orders', element: <AdminOrdersPage /> },
      { path: '/auth/verify', element: <AuthVerifyPage /> },
      { path: '/auth/confirm', element: <AuthVerifyPage /> },
      { path: '/auth/reset-password', element: <AuthResetPasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
