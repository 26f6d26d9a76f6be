import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Helmet with a real Content-Security-Policy that the built client satisfies: scripts only from the
 * shop itself; inline styles are allowed because Radix positions popovers with style attributes.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  // Stripe Elements loads Stripe.js and its frames (3-D Secure included) from Stripe's own hosts.
  const stripe = config.stripe ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } : null;
  return {
    global: true,
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
