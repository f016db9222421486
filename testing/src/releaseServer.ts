import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ReleaseIntegrity } from '@mfp/shared/registry';

/** A real `mf-manifest.json` of the catalog remote (entry `remoteEntry.js`). */
const MANIFEST = readFileSync(path.join(__dirname, '../manifests/catalog.json'), 'utf8');
export const BUILT_CHUNK = 'console.log("the expose chunk as built");';
export const sriOf = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** The runtime's hash map as webpack-subresource-integrity writes it into the entry. */
const ENTRY = `__webpack_require__.sriHashes = {"85":"${sriOf(BUILT_CHUNK)}","99":"${sriOf('other')}"};`;
const FOLDER = '/remotes/catalog/1.0.0/';

export interface ReleaseServer {
  /** The release's folder URL, with a trailing slash. */
  readonly folder: string;
  readonly manifestUrl: string;
  /** The integrity a deploy of the release as built recorded. */
  readonly integrity: ReleaseIntegrity;
  /** What the store serves now, by file name in the release: text, or an HTTP status to answer with. */
  readonly served: Record<string, string | number>;
  /** Requests so far, as `<file> <cache-control>`. */
  readonly requests: string[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * For jest tests in Node's environment: a real HTTP server holding one release of the catalog remote (manifest, entry and chunk `85.js`), for tests of how
 * the host tells a changed file from one that was not delivered. Node's fetch honours `integrity` and `cache` as
 * browsers do, which jsdom's environment does not provide.
 */
export async function startReleaseServer(): Promise<ReleaseServer> {
  const served: Record<string, string | number> = {};
  const requests: string[] = [];
  const reset = () => {
    requests.length = 0;
    for (const file of Object.keys(served)) delete served[file];
    Object.assign(served, { 'mf-manifest.json': MANIFEST, 'remoteEntry.js': ENTRY, '85.js': BUILT_CHUNK });
  };
  reset();
  const server = createServer((request, response) => {
    const file = (request.url ?? '').slice(FOLDER.length);
    requests.push(`${file} ${request.headers['cache-control'] ?? ''}`.trim());
    const body = request.url?.startsWith(FOLDER) ? served[file] : undefined;
    response.statusCode = typeof body === 'number' ? body : body === undefined ? 404 : 200;
    response.end(typeof body === 'string' ? body : 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const folder = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FOLDER}`;
  return {
    folder,
    manifestUrl: `${folder}mf-manifest.json`,
    integrity: { manifest: sriOf(MANIFEST), entry: sriOf(ENTRY) },
    served,
    requests,
    reset,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
