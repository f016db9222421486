import { deployApiPaths } from '@mfp/shared/deploy';
import { call } from './testing/deployApiClient';
import { startDeployApi, type DeployApiHarness } from './testing/deployApiHarness';

/*
 * Behind a load balancer, the client a refusal is counted against and audited as is the one X-Forwarded-For names,
 * but only when the connection comes from a proxy TRUST_PROXY lists: anyone else could name any address they like.
 */
let api: DeployApiHarness | undefined;
afterEach(() => api?.close());

async function auditedClientOf(harness: DeployApiHarness): Promise<string | undefined> {
  const answer = await call(harness.url, 'POST', deployApiPaths.rollback('reviews'), {
    token: 'not-a-token',
    json: {},
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(answer.body.error?.code).toBe('token-invalid');
  const [entry] = await harness.served.control.readAudit({ limit: 1 });
  return entry?.client;
}

it('audits the forwarded client when the connection comes from a trusted proxy', async () => {
  api = await startDeployApi({ trustProxy: ['127.0.0.1'] });
  expect(await auditedClientOf(api)).toBe('203.0.113.7');
});

it('ignores X-Forwarded-For from anyone else, so a client cannot choose its address', async () => {
  api = await startDeployApi();
  expect(await auditedClientOf(api)).toBe('127.0.0.1');
});
