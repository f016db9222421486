import { METRICS_PATH } from '../status/statusHttp';
import { registryEntrySchema } from './registrySchema';
import { isRoute, RESERVED_ROUTES, ROUTE_RULE } from './route';

describe('the route rule', () => {
  it('takes one top-level segment of lowercase letters, digits and hyphens', () => {
    for (const route of ['/catalog', '/reviews-v2', '/2026', '/metrics-eu', '/health', '/remotes2'])
      expect(isRoute(route)).toBe(true);
    for (const route of ['/', 'catalog', '/Catalog', '/catalog/', '/a/b', '/-x', '/_platform', '/with.dot'])
      expect(isRoute(route)).toBe(false);
  });

  it("refuses the paths the host server answers itself, Prometheus's among them, and says which", () => {
    expect(RESERVED_ROUTES).toEqual(expect.arrayContaining(['/healthz', METRICS_PATH]));
    for (const route of RESERVED_ROUTES) {
      expect(isRoute(route)).toBe(false);
      expect(ROUTE_RULE).toContain(route);
    }
  });

  it('is what the registry checks, so an entry at a reserved path is skipped with the rule as its message', () => {
    const entry = {
      name: 'metrics',
      title: 'Metrics',
      route: METRICS_PATH,
      entry: 'http://localhost/m.json',
      module: './App',
    };
    const parsed = registryEntrySchema.safeParse(entry);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(`must be ${ROUTE_RULE}`);
  });
});
