/**
 * The Content-Security-Policy of the host's pages, the one place that builds it (decision 0019). Everything defaults to
 * the host itself (`default-src 'self'`); scripts, fetches, styles and images may also come from the origins allowed
 * to serve remotes and, while overrides are on, from the origins overrides may use (patterns such as
 * `http://localhost:*`, which is CSP source syntax). So a registry entry or an override elsewhere can neither run code
 * in the page nor be fetched by it, even if a client tried.
 *
 * - No inline script and no `unsafe-eval`: the page's scripts are files, a JSON data block (`type="application/json"`)
 *   is not script, and remotes use `publicPath: 'auto'`, never `getPublicPath` (decision 0006). An inline script would
 *   need its hash added here.
 * - Style attributes are allowed (`style-src-attr 'unsafe-inline'`): the page's HTML has one. Style elements and style
 *   sheets are not inline. React's `style` props go through the CSSOM, which no policy restricts.
 * - `data:` images: the page's empty favicon (`<link rel="icon" href="data:,">`), which keeps the browser from asking
 *   for `/favicon.ico`.
 * - An override's dev server also gets its live-reload socket (`ws:`/`wss:` of the same pattern): CSP does not count
 *   `http:` as allowing `ws:`.
 *
 * - Remotes' API origins (`browserApiOrigins`), only where their loaders run in the browser (`npm run dev`), are in
 *   `connect-src` alone (decision 0093).
 *
 * Not covered: fonts, frames, media and workers from remote origins (`default-src` keeps them on the host).
 */
export function hostContentSecurityPolicy(
  allowedRemoteOrigins: readonly string[],
  overrideOrigins: readonly string[] = [],
  browserApiOrigins: readonly string[] = [],
): string {
  const remotes = unique([
    ...allowedRemoteOrigins.map((origin) => cspSource(origin, REMOTE_ORIGIN)),
    ...overrideOrigins.map((pattern) => cspSource(pattern, OVERRIDE_PATTERN)),
  ]);
  const sockets = overrideOrigins.map((pattern) => pattern.replace(/^http/, 'ws'));
  // Fetches only: an API that remotes' loaders read in the browser serves no script, style or image to the page.
  const apis = browserApiOrigins.map((origin) => cspSource(origin, REMOTE_ORIGIN));
  const directives: [string, ...string[]][] = [
    ['default-src', SELF],
    ['script-src', SELF, ...remotes],
    ['connect-src', SELF, ...unique([...remotes, ...sockets, ...apis])],
    ['style-src', SELF, ...remotes],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', SELF, 'data:', ...remotes],
    ['object-src', "'none'"],
    ['base-uri', SELF],
    ['frame-ancestors', SELF],
    ['form-action', SELF],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const SELF = "'self'";
/** What the origin settings let through (parseOrigin, @mfp/shared/origins), normalised: nothing here can end a source or a directive. */
const REMOTE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
/** What `parseOriginPattern` (@mfp/shared/overrides) lets through: an origin with one port or any. */
const OVERRIDE_PATTERN = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/;

/**
 * The configuration checks every origin at start-up; this guards the header itself, so that no caller can put a `;`,
 * a space, a quote or a keyword into it.
 */
function cspSource(text: string, shape: RegExp): string {
  if (shape.test(text)) return text;
  throw new Error(
    `${JSON.stringify(text)} cannot go into the Content-Security-Policy: only normalised http(s) origins such as ` +
      'https://cdn.example.com can. Origins from settings are checked by loadServerConfig (host/server/config/config.ts).',
  );
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}
