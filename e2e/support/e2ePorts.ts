/** Ports of the browser-test servers; away from 3000/3100 so the tests run beside a developer's `npm start`. */
export const E2E_PORTS = {
  host: 3300,
  store: 3400,
  faults: 3460,
  /** Nothing listens here until a test heals the "connection refused" scenario. */
  refused: 3461,
  /** nginx serving a copy of the store (e2e/nginxStore.spec.ts); fixed, since the host server allows its origin. */
  nginxStore: 3470,
  /** nginx as a CDN in front of an S3 server (e2e/cdnStore.spec.ts), and the host server of that chain. */
  nginxCdn: 3471,
  cdnHost: 3480,
  /** Two host servers sharing records in PostgreSQL (e2e/multiHost.spec.ts). */
  multiHostA: 3481,
  multiHostB: 3482,
  /** The host and store servers a remote from another repository deploys to (e2e/remoteFromItsOwnRepo.spec.ts). */
  ownRepoHost: 3483,
  ownRepoStore: 3484,
  /** The host and store servers of the status page's browser test (e2e/platformStatus.spec.ts). */
  statusHost: 3485,
  statusStore: 3486,
  /** The host and store servers a Vite remote from another repository deploys to (e2e/viteRemoteFromItsOwnRepo.spec.ts). */
  viteOwnRepoHost: 3487,
  viteOwnRepoStore: 3488,
  /** The host and store servers the example with stylesheets deploys to (e2e/stylesheetsFromItsOwnRepo.spec.ts). */
  stylesheetHost: 3489,
  stylesheetStore: 3490,
  /** The host and store servers Rspack and Vite remotes with ordinary CSS deploy to (e2e/toolchainStyles.spec.ts). */
  toolchainStylesHost: 3491,
  toolchainStylesStore: 3492,
  /** Two host servers on one PostgreSQL, to which the example previews and rolls out (e2e/safeDelivery.spec.ts). */
  deliveryHostA: 3493,
  deliveryHostB: 3494,
  /** The host server whose remote may fetch from the test's held answers (e2e/streamedShell.spec.ts). */
  streamedShellHost: 3495,
  /** The example's products API, one process for the suite, catalog's API origin in every store (productsApi.ts). */
  productsApi: 3496,
  /** The host server that streams the catalog behind its shell while its API is held (e2e/remoteData.spec.ts). */
  remoteDataHost: 3497,
} as const;

/** nginx listens on 127.0.0.1 only, so its origin names that address rather than `localhost`. */
export const NGINX_STORE_ORIGIN = `http://127.0.0.1:${E2E_PORTS.nginxStore}`;
