import { precompress } from '@mfp/store/files';

/**
 * Writes `.br` and `.gz` siblings beside the host's built text files, as publishing does for a remote's version
 * folder, so the host server sends them as they are (`preCompressed`) instead of compressing 200 KB chunks with brotli
 * on every request. Pages are left out: the server renders index.html before sending it (CSP, and whatever it adds),
 * and a sibling would be sent in place of the rendered page.
 */
export async function precompressHostDist(dir: string, print: (line: string) => void): Promise<void> {
  await precompress(dir, (line) => print(`  ${line}`), { exclude: (file) => file.endsWith('.html') });
}
