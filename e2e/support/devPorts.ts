/**
 * Ports of the dev servers the browser tests start; away from the harness's (e2ePorts.ts) and from the real dev ports
 * 3000-3002, which only `devAll.spec.ts` uses (every run has its own network namespace).
 */
export const DEV_E2E_PORTS = {
  /** A copy of the catalog, served by dev:remote. */
  catalog: 3501,
  /** A copy of the catalog under a name the registry does not have. */
  newcomer: 3502,
  /** A copy of the catalog, served by dev:remote --ssr (e2e/devRemoteSsr.spec.ts). */
  catalogSsr: 3504,
  /** The hostile-style fixture remote's standalone page (e2e/slotLook.spec.ts). */
  hostileStyle: 3503,
  /** A second host server, with OVERRIDES=off. */
  overridesOffHost: 3310,
  /** `npm start` with a scaffolded remote. */
  scaffoldHost: 3520,
  scaffoldStore: 3521,
} as const;
