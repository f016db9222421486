import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import type { RegistryDocument } from '@mfp/shared/registry';
import { PRODUCTS_API_ORIGIN } from './productsApi';
import { addToBaseRegistry, restoreBaseRegistry } from './testRegistry';

/** The suite's products API as a test drives it: its answer count, and its answers held and released. */
export const productsApi = {
  async requests(): Promise<number> {
    const stats = (await (await fetch(`${PRODUCTS_API_ORIGIN}/_stats`)).json()) as { requests: number };
    return stats.requests;
  },
  async waiting(): Promise<number> {
    const stats = (await (await fetch(`${PRODUCTS_API_ORIGIN}/_stats`)).json()) as { waiting: number };
    return stats.waiting;
  },
  hold: () => fetch(`${PRODUCTS_API_ORIGIN}/_control/hold`, { method: 'POST' }).then(() => undefined),
  release: () => fetch(`${PRODUCTS_API_ORIGIN}/_control/release`, { method: 'POST' }).then(() => undefined),
};

/** An API that answers every request with `status`, or never answers (`'hang'`); for catalog's failures. */
export async function brokenApi(answer: number | 'hang'): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    if (answer === 'hang') return;
    response.statusCode = answer;
    response.end('{"error":"broken on purpose"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Points catalog's API origins at `origin` (as `npm run remotes -- api-origins` would), with a short deadline so a hung
 * API fails within the test, and waits until `host` serves it; `restoreCatalogApi` puts the suite's API back.
 */
export async function pointCatalogAt(origin: string, host: string, deadlineMs = 1_000): Promise<void> {
  addToBaseRegistry('catalog', { serverRender: { enabled: true, deadlineMs, apiOrigins: [origin] } });
  await expect.poll(async () => servedApiOrigin(host)).toBe(origin);
}

export async function restoreCatalogApi(host: string): Promise<void> {
  restoreBaseRegistry();
  await expect.poll(async () => servedApiOrigin(host)).toBe(PRODUCTS_API_ORIGIN);
}

async function servedApiOrigin(host: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${host}/registry.json`)).json()) as RegistryDocument;
  return registry.remotes.find((remote) => remote.name === 'catalog')?.serverRender?.apiOrigins?.[0];
}
