import { isUnderRoute } from '@mfp/shared/registry';
import type { PageRegistry } from '../registry/pageRegistry';

/**
 * Whether the host page has something at `pathname` by the registry this server holds, as the browser's router will
 * decide (host/src/shell/ShellRoutes.tsx): the home page, and every path under a route the registry document names,
 * a skipped entry's included, since the browser shows that entry's failure there. Anything else is "Page not found".
 * Undefined when the server cannot tell: a registry it could not read as one (missing, unavailable, not JSON, too
 * large, of another shape), for which the browser shows a failure at every path; a registry outage must not turn every
 * deep link into a 404.
 *
 * Not covered: the status page and other paths the server routes itself, which never reach this question.
 */
export function pageExists(registry: PageRegistry, pathname: string): boolean | undefined {
  if (registry.inline !== 'entries') return undefined;
  return pathname === '/' || registry.routes.some((route) => isUnderRoute(pathname, route));
}
