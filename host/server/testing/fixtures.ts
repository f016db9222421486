import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LogStream } from '../logging';

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

export interface CapturedLog extends LogStream {
  records(): Record<string, unknown>[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    write: (line) => void lines.push(line),
    records: () =>
      lines
        .flatMap((chunk) => chunk.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Larger than @fastify/compress's 1 KiB threshold, so compression is observable. */
export const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4_000))});\n`;
