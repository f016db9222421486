import { deployAnswerSchema, deployApiPaths } from '@mfp/shared/deploy';
import { call, upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, type DeployApiHarness } from './testing/deployApiHarness';

/*
 * The server that takes a deploy serves it by the time the client hears it is live: it reads its registry again before
 * answering, rather than at its next poll. The poll here is far longer than the test, so only that read can explain
 * what the registry says right after each answer.
 */
let api: DeployApiHarness;
let token: string;

beforeEach(async () => {
  api = await startDeployApi({ registryMaxStalenessMs: 600_000 });
  await api.register('reviews');
  ({ token } = await api.token({ kind: 'remote', remote: 'reviews' }));
});
afterEach(() => api.close());

async function servedVersion(): Promise<string | undefined> {
  const response = await fetch(`${api.url}/registry.json`);
  if (!response.ok) return undefined;
  const registry = (await response.json()) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((remote) => remote.name === 'reviews')?.version;
}

it('serves an upload and a rollback as soon as it answers them, without waiting for its poll', async () => {
  // The first read, before any deploy: no registry yet.
  expect(await servedVersion()).toBeUndefined();
  const first = deployAnswerSchema.parse(
    (await upload(api.url, 'reviews', await releaseArchive('reviews'), { token, query: '?version=1.0.0' })).body,
  );
  expect(await servedVersion()).toBe(first.version);
  const archive = await releaseArchive('reviews', { extra: { 'notes.txt': 'second' } });
  const second = deployAnswerSchema.parse((await upload(api.url, 'reviews', archive, { token })).body);
  expect(second.outcome).toBe('switched');
  expect(await servedVersion()).toBe(second.version);
  const rollback = await call(api.url, 'POST', deployApiPaths.rollback('reviews'), { token, json: {} });
  expect(rollback.status).toBe(200);
  expect(await servedVersion()).toBe(first.version);
});
