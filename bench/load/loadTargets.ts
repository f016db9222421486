import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { UserFacingError } from '@mfp/settings/command';

export interface LoadTarget {
  /** Stable key in bench/results/load.json. */
  id: string;
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Which of the bench's hosts serves it; the federated host (client-rendered pages) unless told. */
  server?: 'federated' | 'federatedServerRendered' | 'singleBundleServerRendered';
  /** Text every answer's body must hold; one without it counts as an error. */
  bodyMustContain?: string;
}

/**
 * What the page data of a page whose slot the server rendered says (`serverSlot`, host/server/serverRendering/page/
 * slotOfPage.ts): a page whose slot was left to the browser (deadline, sandbox busy, failure) lacks it.
 */
export const SLOT_RENDERED_ON_SERVER = '"status":"rendered"';

// What Chromium sends: the server picks its encoding from this, as it would for a browser.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** webpack's `[contenthash:8]` chunk names (webpack/factories/createBaseConfig.ts). */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js$/;

/** The host's content-hashed chunks, smallest first. */
function hashedChunks(hostDist: string): { name: string; size: number }[] {
  const names = readdirSync(hostDist).filter((name) => HASHED_CHUNK.test(name));
  if (names.length === 0) throw new UserFacingError(`${hostDist} holds no hashed chunks: build the host first.`);
  return names
    .map((name) => ({ name, size: statSync(path.join(hostDist, name)).size }))
    .sort((a, b) => a.size - b.size);
}

/**
 * What `npm run load` sends traffic to, on the host server: the page, the registry, the smallest and the largest of the
 * host's hashed chunks, the last with `accept-encoding: br` only; then the page rendered on the server by the federated
 * host (remotes in the sandbox) and by the single bundle in-process (decision 0067), uncompressed so that every body
 * can be checked for a slot the server rendered.
 */
export function loadTargets(hostDist: string): LoadTarget[] {
  const chunks = hashedChunks(hostDist);
  const smallest = chunks[0] as { name: string; size: number };
  const largest = chunks.at(-1) as { name: string; size: number };
  return [
    {
      id: 'host-html',
      label: 'host HTML /catalog',
      path: '/catalog',
      headers: { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
    },
    { id: 'registry', label: REGISTRY_PATH, path: REGISTRY_PATH, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
    {
      id: 'small-chunk',
      label: `small chunk ${smallest.name} (${smallest.size} B)`,
      path: `/${smallest.name}`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    },
    {
      id: 'largest-chunk-br',
      label: `largest chunk ${largest.name} (${Math.round(largest.size / 1024)} KB), br`,
      path: `/${largest.name}`,
      headers: { 'accept-encoding': 'br' },
    },
    {
      id: 'ssr-federated-html',
      label: 'server-rendered federated /catalog',
      path: '/catalog',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      server: 'federatedServerRendered',
      bodyMustContain: SLOT_RENDERED_ON_SERVER,
    },
    {
      id: 'ssr-single-html',
      label: 'server-rendered single bundle /catalog',
      path: '/catalog',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      server: 'singleBundleServerRendered',
      bodyMustContain: SLOT_RENDERED_ON_SERVER,
    },
  ];
}
