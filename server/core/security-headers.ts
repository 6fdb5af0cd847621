// Headers on every response, page or API: a strict Content-Security-Policy (no
// inline script at all, so no nonce or hash is needed; the theme script is a file),
// nosniff, a Referrer-Policy, and no framing. Hono's own middleware sets them.
import { secureHeaders } from 'hono/secure-headers';

/**
 * `style-src 'unsafe-inline'`: React's `style` attributes and the API reference's renderer set inline
 * styles; styles cannot run code. `img-src data: blob:` for QR codes and generated previews.
 * Mail HTML is shown in a sandboxed `srcdoc` frame, which inherits this policy and adds its own.
 */
export function securityHeaders(o: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS only means something over HTTPS; on a laptop's http://localhost it would only confuse.
    strictTransportSecurity: o.https ? 'max-age=15552000; includeSubDomains' : false,
  });
}
