/**
 * The dev tools (/dev/*: the mailbox holds every reset link) answer only the machine itself. The
 * caller is req.ip, the address the rate limits count: a forwarded address counts only from a proxy
 * named in TRUST_PROXY, so a visitor behind a trusted proxy is refused too, even a local one.
 */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@shared/messages';
import { forbidden } from './errors';

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x (a dual-stack socket's IPv4 callers). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

const isDevPath = (path: string | undefined) => path !== undefined && (path === '/dev' || path.startsWith('/dev/') || path.startsWith('/dev?'));

/**
 * onRequest hook: a /dev/* request from anywhere but this machine is a 403. The matched route is
 * asked as well as the address, since the router decodes it (/%64ev/mailbox is /dev/mailbox).
 */
export async function devToolsLocalOnly(req: FastifyRequest) {
  if ((isDevPath(req.routeOptions.url) || isDevPath(req.url)) && !isLoopback(req.ip)) throw forbidden(apiMessages.devToolsLocalOnly);
}
