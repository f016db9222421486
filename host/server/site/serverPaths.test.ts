import { DEPLOY_API_BASE } from '@mfp/shared/deploy';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import { routeSchema } from '@mfp/shared/registry';
import { MOUNT_COUNTS_PATH, STATUS_PAGE_PATH, TIMING_BEACON_PATH } from '@mfp/shared/status';
import { isServerPath } from './serverPaths';

describe('isServerPath', () => {
  it.each([
    STATUS_PAGE_PATH,
    `${DEPLOY_API_BASE}/nope`,
    FAILURE_REPORT_PATH,
    TIMING_BEACON_PATH,
    MOUNT_COUNTS_PATH,
    '/_platform',
    '/_host/',
  ])('keeps %s for the server', (pathname) => {
    expect(isServerPath(pathname)).toBe(true);
  });

  it.each(['/', '/catalog', '/_platformer', '/platform/status', '/nope'])('leaves %s to pages', (pathname) => {
    expect(isServerPath(pathname)).toBe(false);
  });

  it('holds no path a remote could be mounted at', () => {
    for (const prefix of ['/_platform', '/_host']) expect(routeSchema.safeParse(prefix).success).toBe(false);
  });
});
