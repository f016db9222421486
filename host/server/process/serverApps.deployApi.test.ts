import { createFolderStore } from '@mfp/store';
import { deployApiPaths } from '@mfp/shared/deploy';
import { loadServerConfig } from '../config/config';
import { makeTempDir, TEST_DIGEST_SECRET } from '../testing/fixtures';
import { hostAppFor } from './serverApps';

/* DEPLOY_API decides whether the host server answers under /_platform/api/v1 (decision 0035). */

it.each([
  [{}, 401, 'token-missing'],
  [{ DEPLOY_API: 'on' }, 401, 'token-missing'],
  [{ DEPLOY_API: 'off' }, 404, undefined],
])('with %j the deploy API answers %i', async (env, status, code) => {
  const temp = await makeTempDir('deploy-api-switch');
  const store = createFolderStore({ dir: temp.dir });
  const config = loadServerConfig({ STORE_DIR: temp.dir, DIGEST_SECRET: TEST_DIGEST_SECRET, ...env });
  const app = await hostAppFor(config, store, false);
  try {
    const answer = await app.inject({ method: 'GET', url: deployApiPaths.remotes });
    expect(answer.statusCode).toBe(status);
    expect((answer.json() as { error?: { code?: string } }).error?.code).toBe(code);
  } finally {
    await app.close();
    await temp.remove();
  }
});
