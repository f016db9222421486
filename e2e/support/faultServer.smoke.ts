/**
 * Smoke check of the fixtures and the fault server, outside the browser: builds the fixtures (skipped when current),
 * starts the server and checks every fault, heal and break with plain HTTP requests.
 *
 *   npx tsx e2e/support/faultServer.smoke.ts [fixturesDir]
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFixtures, DEFAULT_FIXTURES_DIR } from '../fixtures/buildFixtures';
import { FIXTURES } from '../fixtures/fixtureCatalogue';
import { runMain } from '../../scripts/lib/runMain';
import { GARBAGE_JS, INVALID_MANIFEST, startFaultServer, type FaultServer } from './faultServer';
import { fixtureRegistryEntries, healedEntry } from './fixtureRegistry';

// Away from the browser tests' ports (E2E_PORTS), so the smoke check can run beside them.
const PORT = 3560;
const REFUSED_PORT = 3561;

async function get(url: string, timeoutMs = 2000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: await response.text(),
  };
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

async function hangs(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(500) });
    return false;
  } catch (error) {
    return (error as Error).name === 'TimeoutError';
  }
}

function exposeChunk(fixturesDir: string, name: string, version = 'v1'): string {
  const manifest = JSON.parse(readFileSync(path.join(fixturesDir, name, version, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes.find((expose) => expose.path === './App')?.assets.js.sync[0];
  assert.ok(chunk, `${name} has no ./App chunk in its manifest`);
  return chunk;
}

async function check(server: FaultServer, fixturesDir: string, print: (line: string) => void) {
  const url = (name: string, version: string, file: string) => `${server.url}/${name}/${version}/${file}`;
  const ok = (label: string) => print(`  ✓ ${label}`);

  // Every fixture's v2, and every behaviour fixture's v1, is served as built.
  for (const fixture of FIXTURES) {
    for (const version of fixture.fault ? ['v2'] : ['v1', 'v2']) {
      const manifest = await get(url(fixture.name, version, 'mf-manifest.json'));
      assert.equal(manifest.status, 200, `${fixture.name}/${version} manifest`);
      assert.match(manifest.type, /^application\/json/);
      assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
      assert.equal(manifest.headers.get('cache-control'), 'no-store');
      assert.equal((JSON.parse(manifest.body) as { name: string }).name, fixture.name);
      const entry = await get(url(fixture.name, version, 'remoteEntry.js'));
      assert.equal(entry.status, 200);
      assert.match(entry.type, /^application\/javascript/);
    }
  }
  const html = await get(url('fx_healthy', 'v1', 'index.html'));
  assert.equal(html.status, 200);
  assert.match(html.type, /^text\/html/);
  assert.equal((await get(url('fx_healthy', 'v1', 'nope.js'))).status, 404);
  assert.equal((await get(url('fx_nobody', 'v1', 'remoteEntry.js'))).status, 404);
  assert.equal((await get(url('fx_healthy', 'v3', 'remoteEntry.js'))).status, 404);
  assert.equal((await get(`${server.url}/fx_healthy/v1/..%2F..%2Fv1%2Fmf-manifest.json`)).status, 404);
  ok('every fixture variant served with the right content types, CORS and no-store; unknown paths 404');

  // Expose and build-level behaviours show in the manifests.
  const exposes = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(fixturesDir, name, 'v1', 'mf-manifest.json'), 'utf8')) as {
        exposes: { path: string }[];
      }
    ).exposes.map((expose) => expose.path);
  assert.deepEqual(exposes('fx_expose_missing'), ['./Other']);
  assert.deepEqual(exposes('fx_healthy'), ['./App']);
  const shared = JSON.parse(
    readFileSync(path.join(fixturesDir, 'fx_incompatible_react', 'v1', 'mf-manifest.json'), 'utf8'),
  ) as {
    shared: { name: string; requiredVersion: string }[];
  };
  assert.equal(shared.shared.find((entry) => entry.name === 'react')?.requiredVersion, '^17.0.0');
  const notAComponent = readFileSync(
    path.join(fixturesDir, 'fx_not_a_component', 'v1', exposeChunk(fixturesDir, 'fx_not_a_component')),
    'utf8',
  );
  assert.match(notAComponent, /not a component/);
  ok(
    'fx_expose_missing exposes ./Other, fx_incompatible_react requires react ^17, fx_not_a_component exports a string',
  );

  // Status faults, then heal, then break again.
  for (const [name, status] of [
    ['fx_manifest_404', 404],
    ['fx_manifest_500', 500],
  ] as const) {
    assert.equal((await get(url(name, 'v1', 'mf-manifest.json'))).status, status);
    assert.equal((await get(url(name, 'v1', 'remoteEntry.js'))).status, 200, 'only the manifest is faulted');
    await server.heal(name);
    assert.equal((await get(url(name, 'v1', 'mf-manifest.json'))).status, 200);
    await server.breakAgain(name);
    assert.equal((await get(url(name, 'v1', 'mf-manifest.json'))).status, status);
    ok(`${name}: manifest ${status}, healed 200, broken again ${status}`);
  }

  const garbage = await get(url('fx_garbage_js', 'v1', 'remoteEntry.js'));
  assert.equal(garbage.status, 200);
  assert.match(garbage.type, /^application\/javascript/);
  assert.equal(garbage.body, GARBAGE_JS);
  assert.equal((await get(url('fx_garbage_js', 'v1', 'mf-manifest.json'))).status, 200);
  await server.heal('fx_garbage_js');
  assert.notEqual((await get(url('fx_garbage_js', 'v1', 'remoteEntry.js'))).body, GARBAGE_JS);
  ok('fx_garbage_js: remoteEntry.js is a syntax error until healed');

  const invalid = await get(url('fx_invalid_manifest', 'v1', 'mf-manifest.json'));
  assert.equal(invalid.status, 200);
  assert.match(invalid.type, /^application\/json/);
  assert.equal(invalid.body, INVALID_MANIFEST);
  assert.throws(() => JSON.parse(invalid.body));
  await server.heal('fx_invalid_manifest');
  JSON.parse((await get(url('fx_invalid_manifest', 'v1', 'mf-manifest.json'))).body);
  ok('fx_invalid_manifest: invalid JSON until healed');

  const chunk = exposeChunk(fixturesDir, 'fx_chunk_404');
  assert.equal((await get(url('fx_chunk_404', 'v1', 'mf-manifest.json'))).status, 200);
  assert.equal((await get(url('fx_chunk_404', 'v1', 'remoteEntry.js'))).status, 200);
  assert.equal((await get(url('fx_chunk_404', 'v1', chunk))).status, 404);
  assert.equal(
    (await get(url('fx_chunk_404', 'v2', exposeChunk(fixturesDir, 'fx_chunk_404', 'v2')))).status,
    200,
    'v2 is never faulted',
  );
  await server.heal('fx_chunk_404');
  assert.equal((await get(url('fx_chunk_404', 'v1', chunk))).status, 200);
  ok(`fx_chunk_404: ${chunk} 404 while manifest and entry load; healed 200`);

  // Hang: no answer at all, until healed.
  assert.ok(await hangs(url('fx_hang', 'v1', 'mf-manifest.json')), 'fx_hang manifest should hang');
  assert.equal((await get(url('fx_hang', 'v1', 'remoteEntry.js'))).status, 200);
  const hangRequest = server
    .requests('fx_hang')
    .find((request) => request.version === 'v1' && request.file === 'mf-manifest.json');
  assert.equal(hangRequest?.fault, 'hang');
  assert.equal(hangRequest?.status, undefined);
  await server.heal('fx_hang');
  assert.equal((await get(url('fx_hang', 'v1', 'mf-manifest.json'))).status, 200);
  await server.breakAgain('fx_hang');
  ok('fx_hang: manifest never answers; healed 200');

  // Refused: nothing listens until healed.
  const refusedEntry = fixtureRegistryEntries({ faultOrigin: server.url, refusedOrigin: server.refusedUrl }).find(
    (entry) => entry.name === 'fx_refused',
  );
  assert.ok(refusedEntry);
  assert.equal(refusedEntry.entry, `${server.refusedUrl}/fx_refused/v1/mf-manifest.json`);
  assert.ok(await refused(refusedEntry.entry), 'fx_refused should refuse connections');
  await server.heal('fx_refused');
  const healedRefused = await get(refusedEntry.entry);
  assert.equal(healedRefused.status, 200);
  assert.equal(healedRefused.headers.get('access-control-allow-origin'), '*');
  assert.equal((await get(`${server.refusedUrl}/fx_refused/v1/remoteEntry.js`)).status, 200);
  await server.heal('fx_refused'); // idempotent
  await server.breakAgain('fx_refused');
  assert.ok(await refused(refusedEntry.entry), 'fx_refused should refuse again');
  assert.ok(server.requests('fx_refused').filter((request) => request.server === 'refused').length >= 2);
  ok('fx_refused: connection refused, healed serves the files, broken again refuses');

  // Control endpoints.
  const post = (name: string, action: string) =>
    fetch(`${server.url}/_faults/${name}/${action}`, { method: 'POST' }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as unknown,
    }));
  assert.deepEqual(await post('fx_manifest_404', 'heal'), {
    status: 200,
    body: { name: 'fx_manifest_404', broken: false },
  });
  assert.equal((await get(url('fx_manifest_404', 'v1', 'mf-manifest.json'))).status, 200);
  assert.deepEqual(await post('fx_manifest_404', 'break'), {
    status: 200,
    body: { name: 'fx_manifest_404', broken: true },
  });
  assert.equal((await get(url('fx_manifest_404', 'v1', 'mf-manifest.json'))).status, 404);
  assert.equal((await post('fx_throws_in_render', 'heal')).status, 400);
  assert.equal((await post('fx_manifest_404', 'explode')).status, 404);
  await assert.rejects(server.heal('fx_throws_in_render'), /healedEntry/);
  ok('POST /_faults/<name>/heal|break works; behaviour fixtures cannot be healed by the server');

  // Request log.
  server.resetRequests('fx_manifest_500');
  await get(url('fx_manifest_500', 'v1', 'mf-manifest.json'));
  await get(url('fx_manifest_500', 'v1', 'mf-manifest.json'));
  const log = server.requests('fx_manifest_500');
  assert.equal(log.length, 2);
  assert.deepEqual(
    log.map(({ file, fault, status, server: which }) => ({ file, fault, status, which })),
    Array(2).fill({ file: 'mf-manifest.json', fault: 'manifest-500', status: 500, which: 'faults' }),
  );
  ok('requests(name) records each request with its fault and status');

  // Registry entries.
  const entries = fixtureRegistryEntries({
    faultOrigin: server.url,
    refusedOrigin: server.refusedUrl,
    timeoutMs: 5000,
  });
  assert.equal(entries.length, FIXTURES.length);
  for (const entry of entries) {
    assert.match(entry.name, /^[a-z][a-z0-9_]*$/);
    assert.match(entry.route, /^\/[a-z0-9][a-z0-9-]*$/);
    assert.equal(entry.version, 'v1');
    assert.equal(entry.timeoutMs, entry.name === 'fx_hang' ? 1500 : 5000);
  }
  const healed = healedEntry('fx_throws_in_render', { faultOrigin: server.url, refusedOrigin: server.refusedUrl });
  assert.equal(healed.entry, `${server.url}/fx_throws_in_render/v2/mf-manifest.json`);
  assert.equal(healed.route, '/fx-throws-in-render');
  ok('registry entries: valid names and routes, v1, short timeout for fx_hang; healedEntry points at v2');
}

runMain(async () => {
  const fixturesDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_FIXTURES_DIR;
  const print = (line: string) => console.log(line);
  await buildFixtures(fixturesDir, print);
  const server = await startFaultServer({ fixturesDir, port: PORT, refusedPort: REFUSED_PORT });
  try {
    await check(server, fixturesDir, print);
  } finally {
    // A hanging manifest request is left open on purpose: close() must still return promptly.
    void fetch(`${server.url}/fx_hang/v1/mf-manifest.json`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    await server.close();
    print(`  ✓ close() with a hanging request open took ${Date.now() - started} ms`);
  }
  print('✓ fault server smoke check passed');
});
