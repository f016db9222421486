import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { writeFileAtomic } from './writeFileAtomic';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-atomic-'));
  file = path.join(dir, 'registry.json');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Reads `file` in a loop on another thread until it has seen both contents and made enough reads, and describes every
 * read that was neither (a torn read). Plain JavaScript: workers do not go through jest's TypeScript transform.
 */
const READER = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { file, first, second, flag } = workerData;
const done = new Int32Array(flag);
const torn = [];
let reads = 0, sawFirst = false, sawSecond = false;
try {
  while (reads < 200 || !(sawFirst && sawSecond)) {
    if (reads >= 100000) break;
    const text = readFileSync(file, 'utf8');
    reads += 1;
    if (text === first) sawFirst = true;
    else if (text === second) sawSecond = true;
    else if (torn.length < 5) torn.push(text.length + ' characters starting ' + JSON.stringify(text.slice(0, 8)));
  }
} finally {
  Atomics.store(done, 0, 1);
}
parentPort.postMessage({ reads, torn, sawBoth: sawFirst && sawSecond });
`;

describe('writeFileAtomic', () => {
  it('writes the content, and replaces the file rather than rewriting it in place', () => {
    writeFileAtomic(file, 'first');
    const before = statSync(file).ino;
    writeFileAtomic(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(statSync(file).ino).not.toBe(before);
  });

  it('leaves no temporary file behind', () => {
    writeFileAtomic(file, 'content');
    writeFileAtomic(file, 'content again');
    expect(readdirSync(dir)).toEqual(['registry.json']);
  });

  it('leaves no temporary file behind when the rename fails, and keeps what was there', () => {
    mkdirSync(file);
    writeFileSync(path.join(file, 'inside'), 'kept');
    expect(() => writeFileAtomic(file, 'content')).toThrow();
    expect(readdirSync(dir)).toEqual(['registry.json']);
    expect(readFileSync(path.join(file, 'inside'), 'utf8')).toBe('kept');
  });

  it('never lets a concurrent reader see half a file', async () => {
    const first = `{"remotes":[${'"a",'.repeat(200_000)}"a"]}`;
    const second = `{"remotes":[${'"b",'.repeat(300_000)}"b"]}`;
    writeFileAtomic(file, first);
    const flag = new SharedArrayBuffer(4);
    const done = new Int32Array(flag);
    const worker = new Worker(READER, { eval: true, workerData: { file, first, second, flag } });
    const result = new Promise<{ reads: number; torn: string[]; sawBoth: boolean }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    // Blocks this thread on purpose: the reader runs on its own, and stops the writes once it has seen enough.
    for (let writes = 0; Atomics.load(done, 0) === 0 && writes < 1_000_000; writes += 1) {
      writeFileAtomic(file, writes % 2 === 0 ? second : first);
    }
    const { reads, torn, sawBoth } = await result;
    await worker.terminate();
    expect(torn).toEqual([]);
    // Proof that the reads overlapped the writes, so the test could have caught a torn read.
    expect(sawBoth).toBe(true);
    expect(reads).toBeGreaterThanOrEqual(200);
  });
});
