import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Test-only helpers: temp folders standing in for host/dist and the store, and a log stream that keeps its lines. */

export async function makeTempDir(label: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mfp-${label}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeFiles(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** A log stream (the servers' `LogStream`) that keeps what it is given. */
export interface CapturedLog {
  write(line: string): void;
  /** The lines as written, split on "\n" only, as a line-oriented log tool would. */
  lines(): string[];
  records(): Record<string, unknown>[];
}

export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const lines = () => chunks.flatMap((chunk) => chunk.split('\n').filter(Boolean));
  return {
    write: (chunk) => void chunks.push(chunk),
    lines,
    records: () => lines().map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Larger than @fastify/compress's 1 KiB threshold, so compression is observable. */
export const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4_000))});\n`;

/** A digest key for tests: the servers refuse none that passes config.ts's checks, and this one does. */
export const TEST_DIGEST_SECRET = 'test-secret-7f3a9c1e5b2d8f4a6c0e9b1d3f5a7c9e';
