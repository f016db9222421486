import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { runMain } from '../../scripts/lib/runMain';

/**
 * What the run-time style guard (docs/decisions/0060) costs per rule a remote inserts: the same N `insertRule` calls
 * from a script in the remote's release folder, in the same page, into a plain constructed sheet before the guard is
 * installed and after (attributed by the stack, scoped by the lazy scoper, inserted). Also the host's own inserts,
 * which only pay for the stack read. `npm run bench:styles`; writes
 * bench/results/runtime-styles.json.
 */
const COUNT = 2000;
const ROUNDS = 7;
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'";

async function serve(guardScript: string): Promise<Server> {
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><html><head><script src="/guard.js"></script><script src="/remotes/bench/1.0.0/inserts.js"></script></head><body></body></html>',
    ],
    '/guard.js': ['text/javascript', guardScript],
    '/remotes/bench/1.0.0/inserts.js': [
      'text/javascript',
      readFileSync(path.join(__dirname, 'remoteInserts.js'), 'utf8'),
    ],
  };
  const server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0], 'content-security-policy': CSP }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Measured {
  native: number;
  guarded: number;
  hostTime?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function guardBundle(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'pageGuard.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return bundle.outputFiles[0]!.text;
}

async function main(): Promise<void> {
  const server = await serve(await guardBundle());
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const rounds: { nativeUs: number; guardedUs: number; hostUs: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const page = await browser.newPage();
    await page.goto(origin);
    const measured = await page.evaluate(
      ([count, folder]) =>
        (globalThis as unknown as { measureRound: (c: number, f: string) => Promise<Measured> }).measureRound(
          count,
          folder,
        ),
      [COUNT, `${origin}/remotes/bench/1.0.0/`] as const,
    );
    measured.hostTime = await page.evaluate(
      (count) => (globalThis as unknown as { hostInserts: (c: number) => number }).hostInserts(count),
      COUNT,
    );
    rounds.push({
      nativeUs: (measured.native * 1000) / COUNT,
      guardedUs: (measured.guarded * 1000) / COUNT,
      hostUs: ((measured.hostTime ?? 0) * 1000) / COUNT,
    });
    await page.close();
  }
  await browser.close();
  server.close();
  const nativeUs = median(rounds.map((r) => r.nativeUs));
  const guardedUs = median(rounds.map((r) => r.guardedUs));
  const hostUs = median(rounds.map((r) => r.hostUs));
  const result = {
    count: COUNT,
    rounds: ROUNDS,
    nativeUs,
    guardedUs,
    hostUs,
    ratio: guardedUs / nativeUs,
    each: rounds,
  };
  console.log(
    `${COUNT} inserts × ${ROUNDS} rounds (medians): native ${nativeUs.toFixed(2)} µs, guarded (attributed, scoped) ${guardedUs.toFixed(2)} µs (${result.ratio.toFixed(1)}×), host's own through the guard ${hostUs.toFixed(2)} µs`,
  );
  mkdirSync(path.join(__dirname, '..', 'results'), { recursive: true });
  writeFileSync(path.join(__dirname, '..', 'results', 'runtime-styles.json'), `${JSON.stringify(result, null, 2)}\n`);
}

if (require.main === module) runMain(main);
