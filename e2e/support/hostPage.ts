import { HOST_PROBES } from './hostProbes';

/**
 * The host's own elements on every route, for `computedLook`: the page, its header and navigation, the main area, and
 * the probes outside the React root (`addHostProbes`).
 */
export const HOST_PAGE = {
  html: 'html',
  body: 'body',
  root: '#root',
  header: 'header',
  brand: 'header > a[href="/"]',
  navigation: 'nav[aria-label="Main"]',
  main: 'main',
  ...HOST_PROBES,
} as const;
