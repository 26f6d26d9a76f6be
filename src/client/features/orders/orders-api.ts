import type { AdminOrder, AdminOrderList, TrackedOrder, UserOrder } from '@shared/contracts/orders';
import type { Carrier, ProductionStatus } from '@shared/options';
import { readDate, shortDate } from '../../lib/dates';
import { apiJson } from '../../lib/query-client';

/** GET /api/user/orders: the member's own orders, newest first. */
export const USER_ORDERS_KEY = ['/api/user/orders'] as const;
/** GET /api/orders?search=&page=&limit= (admin); every page and search shares this prefix. */
export const ADMIN_ORDERS_KEY = ['/api/orders'] as const;

export type { AdminOrder, AdminOrderList, TrackedOrder, UserOrder };

/** GET /api/orders/track/:token: the order page's read, by the token of its mailed link. */
export const trackedOrderKey = (token: string) => ['/api/orders/track', encodeURIComponent(token)] as const;

/** POST /api/orders/track/resend: the same answer whether or not the address has orders. */
export function resendOrderLinks(email: string): Promise<{ success: true; message: string }> {
  return apiJson('POST', '/api/orders/track/resend', { email });
}

export function adminOrdersKey(params: { search?: string; page: number; limit: number }) {
  return [...ADMIN_ORDERS_KEY, { search: params.search || undefined, page: params.page, limit: params.limit }] as const;
}

export function shipOrder(orderId: string, body: { carrier: Carrier; trackingNumber: string }): Promise<AdminOrder> {
  return apiJson<AdminOrder>('PATCH', `/api/orders/${encodeURIComponent(orderId)}/shipping`, body);
}

export function saveOrderNotes(orderId: string, notes: string): Promise<AdminOrder> {
  return apiJson<AdminOrder>('PATCH', `/api/orders/${encodeURIComponent(orderId)}/notes`, { notes });
}

export function setOrderStatus(orderId: string, status: ProductionStatus): Promise<AdminOrder> {
  return apiJson<AdminOrder>('PATCH', `/api/orders/${encodeURIComponent(orderId)}/status`, { status });
}

/** 'Jan 5, 2026' from an ISO timestamp; '' when unreadable. */
export function formatDate(value: string | null | undefined): string {
  const date = readDate(value);
  return date ? shortDate(date) : '';
}

/** Track Package: a web search for the tracking number (spec 02 'My Orders'). */
export function trackingSearchUrl(carrier: string | null, trackingNumber: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent([carrier, trackingNumber].filter(Boolean).join(' '))}`;
}
