import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/** Runs `npm run <script> -- <args>` as a process would, against the store in STORE_DIR. */
function run(script: 'tokens.ts' | 'remotes.ts', storeDir: string, ...args: string[]) {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', script), ...args],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, STORE_DIR: storeDir, STORE_RECORDS_URL: '' } },
  );
  return { status, stdout, stderr };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tokens-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('registers a remote, prints exactly {id, token} with --json, logs one JSON line, and exits 0, 1 or 2', () => {
  const store = path.join(dir, 'store');
  expect(run('remotes.ts', store, 'add', 'reviews', '--route', '/reviews', '--title', 'Reviews').status).toBe(0);
  const created = run('tokens.ts', store, 'create', '--remote', 'reviews', '--json');
  expect(created.status).toBe(0);
  const answer = JSON.parse(created.stdout) as Record<string, string>;
  expect(Object.keys(answer)).toEqual(['id', 'token']);
  expect(created.stdout).toBe(`${JSON.stringify(answer)}\n`);
  const log = created.stderr.split('\n').filter((line) => line.startsWith('{'));
  expect(log.map((line) => JSON.parse(line) as unknown)).toMatchObject([{ event: 'token-create', tokenId: answer.id }]);
  expect(created.stderr).not.toContain(answer.token);

  const unknown = run('tokens.ts', store, 'create', '--remote', 'search');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('npm run remotes -- add search');
  const usage = run('tokens.ts', store, 'create', '--remote', 'Search');
  expect(usage.status).toBe(2);
  expect(usage.stderr).toMatch(/"Search" is not a remote name.*Usage: npm run tokens/);
  const revoked = run('tokens.ts', store, 'revoke', answer.id!);
  expect(revoked.status).toBe(0);
  expect(run('remotes.ts', store, 'list').stdout).toMatch(
    /^reviews\s+\/reviews\s+Reviews\s+not deployed yet\s+host's settings\s+none\s+none\s+registered$/m,
  );
}, 60_000);
