import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';

/**
 * Writes a results document as the repository's formatter would, so that a committed results file passes
 * `npm run lint` as it comes out of `npm run bench` or `npm run load`.
 */
export async function writeResults(file: string, document: unknown): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await format(JSON.stringify(document), { parser: 'json', filepath: file }));
}
