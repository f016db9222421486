import { gzipSync } from 'node:zlib';
import { quantile } from '../analysis/stats';
import type { RegistrySizeSample } from './registrySizeFigures';

const RENDER_REQUESTS = 20;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function timedGet(url: string, encoding: string): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now();
  // A navigation: the host server answers pages only to requests that accept HTML.
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/**
 * The page as the server renders it: the first request after the start, then the median of `RENDER_REQUESTS` more,
 * each asking for what a browser asks (so timed with its compression), from this process over loopback. Its bytes are
 * asked for uncompressed and gzipped here at the default level, comparable whatever the server sends.
 */
export async function pageFigures(url: string): Promise<Pick<RegistrySizeSample, 'pageBytes' | 'renderMs'>> {
  const first = await timedGet(url, BROWSER_ENCODINGS);
  const times: number[] = [];
  for (let request = 0; request < RENDER_REQUESTS; request++) times.push((await timedGet(url, BROWSER_ENCODINGS)).ms);
  const { bytes } = await timedGet(url, 'identity');
  return {
    pageBytes: { raw: bytes.length, gzip: gzipSync(bytes).length },
    renderMs: { first: Math.round(first.ms * 100) / 100, median: Math.round(quantile(times, 0.5) * 100) / 100 },
  };
}
