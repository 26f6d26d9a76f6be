import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Helmet with a real Content-Security-Policy that the built client satisfies: scripts only from the
 * shop itself; inline styles are allowed because Radix positions popovers with style attributes.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
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
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
