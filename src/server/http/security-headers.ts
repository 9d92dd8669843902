import { secureHeaders } from 'hono/secure-headers';

/**
 * Only our own origin may supply scripts, styles, fonts, images and API calls; nobody may frame us.
 * Browsers are told to insist on HTTPS only when the app is served over it: on a plain-HTTP install the header
 * would be ignored at best, and would lock out its other HTTP sites at worst.
 */
export const securityHeaders = ({ https }: { https: boolean }) =>
  secureHeaders({
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
