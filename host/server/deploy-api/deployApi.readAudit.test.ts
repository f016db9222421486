import { deployApiPaths } from '@mfp/shared/deploy';
import { call } from './testing/deployApiClient';
import { startDeployApi, type DeployApiHarness } from './testing/deployApiHarness';

/*
 * A read refused (a listing asked for with a bad token, or another remote's) is a refusal like any other: one audit
 * entry. A read that went well changed nothing and leaves no entry, so the trail stays a record of changes.
 */
let api: DeployApiHarness;
beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  await api.register('ratings');
});
afterEach(() => api.close());

it('audits refused reads as read/refused with their code, and leaves successful reads out', async () => {
  const { token, id } = await api.token({ kind: 'remote', remote: 'ratings' });
  const wrongRemote = await call(api.url, 'GET', deployApiPaths.releases('reviews'), { token });
  expect(wrongRemote.body.error?.code).toBe('token-wrong-remote');
  const badToken = await call(api.url, 'GET', deployApiPaths.remotes, { token: 'not-a-token' });
  expect(badToken.body.error?.code).toBe('token-invalid');
  expect((await call(api.url, 'GET', deployApiPaths.releases('ratings'), { token })).status).toBe(200);
  expect((await call(api.url, 'GET', deployApiPaths.remotes, { token })).status).toBe(200);

  const trail = await api.served.control.readAudit();
  expect(trail.map(({ action, result, code, remote, tokenId }) => ({ action, result, code, remote, tokenId }))).toEqual(
    [
      { action: 'read', result: 'refused', code: 'token-invalid', remote: undefined, tokenId: undefined },
      { action: 'read', result: 'refused', code: 'token-wrong-remote', remote: 'reviews', tokenId: id },
    ],
  );
});
