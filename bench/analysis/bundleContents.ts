import { gzipSync } from 'node:zlib';
import type { RequestRecord } from '../browser/requestLog';
import type { BodyCache } from '../browser/measurePageLoad';
import { FEDERATION_RUNTIME_MARKER } from '../../e2e/support/federationRuntimeMarker';
import { fetchText } from '../serve/benchFetch';

export interface ScriptBytes {
  /** As executed. */
  raw: number;
  /** Compressed with gzip at its default level, whatever the server sent: comparable across servers. */
  gzip: number;
  /** Received from the network for them, headers included (0 for a cache hit). */
  wire: number;
}

function bodyOf(request: RequestRecord, bodies: BodyCache): string {
  const body = bodies.get(request.url);
  if (body === undefined) throw new Error(`no body kept for ${request.url}`);
  return body;
}

const gzipSizes = new Map<string, number>();

export function scriptBytes(scripts: readonly RequestRecord[], bodies: BodyCache): ScriptBytes {
  const total: ScriptBytes = { raw: 0, gzip: 0, wire: 0 };
  for (const script of scripts) {
    const body = bodyOf(script, bodies);
    let gzip = gzipSizes.get(script.url);
    if (gzip === undefined) gzipSizes.set(script.url, (gzip = gzipSync(body).length));
    total.raw += Buffer.byteLength(body);
    total.gzip += gzip;
    total.wire += script.fromCache ? 0 : script.wireBytes;
  }
  return total;
}

/** How many of the scripts carry a copy of the federation runtime. */
export function federationRuntimeCopies(scripts: readonly RequestRecord[], bodies: BodyCache): number {
  return scripts.filter((script) => bodyOf(script, bodies).includes(FEDERATION_RUNTIME_MARKER)).length;
}

const LICENSE_POINTER = /For license information please see (\S+) \*\//;
const licenses = new Map<string, Promise<string>>();

/**
 * How many of the scripts carry a copy of react-dom's client. Minified chunks point to their extracted license file,
 * and React names each of its production files there (as e2e/platform.spec.ts reads them).
 */
export async function reactDomCopies(scripts: readonly RequestRecord[], bodies: BodyCache): Promise<number> {
  let copies = 0;
  for (const script of scripts) {
    const pointer = LICENSE_POINTER.exec(bodyOf(script, bodies))?.[1];
    if (!pointer) continue;
    const url = new URL(pointer, script.url).href;
    if (!licenses.has(url)) licenses.set(url, fetchText(url));
    if ((await licenses.get(url))?.includes('react-dom-client.production.js')) copies += 1;
  }
  return copies;
}
