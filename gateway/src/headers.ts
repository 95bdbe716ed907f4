// Response headers the gateway adds to everything it answers (nginx and dev gateway alike).

/**
 * Stands for the per-response style nonce in the policy and in the shell's index.html
 * (`<meta property="csp-nonce" nonce=…>`, which styled-components reads for the <style> tags it
 * injects). nginx puts its $request_id there (sub_filter), the dev gateway a random value, so
 * injected markup cannot add styles and no 'unsafe-inline' is needed.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** One origin for pages, remotes and API, so the policy only ever allows 'self'. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  `style-src 'self' 'nonce-${CSP_NONCE_PLACEHOLDER}'`,
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // No window we open (or that opens us) shares a browsing context group with us.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The app uses none of these powerful features; deny them to every frame and script.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=()',
};

/** Headers an upstream may also set; the gateway's own copy wins so there is never a duplicate. */
export const UPSTREAM_HEADERS_TO_HIDE = [...Object.keys(SECURITY_HEADERS), 'X-Powered-By', 'X-Request-Id'];

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A client-sent request id is kept only if it looks like one (no log injection); else we mint one. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

/** The JSON error bodies the gateway itself produces. */
export const GATEWAY_ERRORS = {
  400: { error: 'bad_request', message: 'That address is not valid.' },
  404: { error: 'not_found', message: 'Nothing lives at this address.' },
  413: { error: 'payload_too_large', message: 'That upload is too large.' },
  429: { error: 'too_many_requests', message: 'Too many requests. Please wait a moment and try again.' },
  502: { error: 'bad_gateway', message: 'The service is not reachable right now. Please try again shortly.' },
  503: {
    error: 'service_unavailable',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
  504: { error: 'gateway_timeout', message: 'The service took too long to answer. Please try again.' },
} as const;

export type GatewayErrorStatus = keyof typeof GATEWAY_ERRORS;

/** MIME types for what the shell and remotes ship (nginx needs its own list when run from the repo). */
export const MIME_TYPES: Readonly<Record<string, string[]>> = {
  'text/html': ['html', 'htm'],
  'text/css': ['css'],
  'text/plain': ['txt'],
  'application/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'image/svg+xml': ['svg', 'svgz'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/x-icon': ['ico'],
  'font/woff': ['woff'],
  'font/woff2': ['woff2'],
  'font/ttf': ['ttf'],
  'audio/mpeg': ['mp3'],
  'audio/ogg': ['ogg'],
  'video/mp4': ['mp4'],
  'application/wasm': ['wasm'],
};

/** Types worth compressing. */
export const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];
