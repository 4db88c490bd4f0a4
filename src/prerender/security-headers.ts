/**
 * The served app's Content-Security-Policy: no eval, and no inline script but the ones given by their
 * hashes (the prerendered shell's boot script). `connect-src` stays open to http(s) and ws(s) because
 * the service and RPC URLs are configuration.
 */
function contentSecurityPolicy(inlineScriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptSources, 'https://challenges.cloudflare.com'].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self'",
    'connect-src * ws: wss:',
    'frame-src https://challenges.cloudflare.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sent with every file of the app by src/web-server; `inlineScriptSources` are CSP hash sources (`'sha256-…'`) of the inline scripts the page may run.
 */
export const securityHeaders = (inlineScriptSources: readonly string[]) => ({
  'Content-Security-Policy': contentSecurityPolicy(inlineScriptSources),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});
