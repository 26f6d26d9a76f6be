/**
 * The security headers on every answer: helmet's, with a real Content-Security-Policy that the built
 * client satisfies (scripts only from the shop itself; inline styles are allowed because Radix
 * positions popovers with style attributes).
 *
 * Our helmet settings are the same for every request (no nonces), so helmet runs once at start-up
 * and each request only copies the headers it set (common-headers.ts). @fastify/helmet rebuilt helmet's middleware on
 * every request, a large part of a cached catalogue answer's cost (decision 0012).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

export function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  // Stripe Elements loads Stripe.js and its frames (3-D Secure included) from Stripe's own hosts.
  const stripe = config.stripe ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } : null;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe?.connect ?? [])],
        frameSrc: stripe ? stripe.frame : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Served over plain http on a developer's machine, HSTS would pin localhost to https.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that read only the older header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets with these options, read once by running it against a recording response. */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
