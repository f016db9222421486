import { routeSchema } from './registrySchema';

/**
 * The route an item of a registry document names, when it is a readable one, whatever else is wrong with the item.
 * Such a route is taken even by an entry the host skips: the browser shows that entry's failure there, never "Page
 * not found", and the host server answers it as a page that exists. One rule for both sides.
 */
export function namedRoute(item: unknown): string | undefined {
  const route = routeSchema.safeParse((item as { route?: unknown } | null)?.route);
  return route.success ? route.data : undefined;
}
