import { releaseFailureGroup } from './releaseFailureGroup';

describe('releaseFailureGroup', () => {
  it.each([
    ['chunk-load-failed', 'load'],
    ['integrity-failed', 'load'],
    ['shared-incompatible', 'load'],
    ['render-failed', 'render'],
    ['hydration-mismatch', 'render'],
    ['server-render-failed', 'server-render'],
    ['server-render-timed-out', 'server-render'],
    ['sandbox-refusal', 'server-render'],
  ] as const)('counts %s as a %s failure of the release', (kind, group) => {
    expect(releaseFailureGroup(kind)).toBe(group);
  });

  it.each(['registry-unreachable', 'host-failed', 'sandbox-busy', 'sandbox-unavailable', 'page-wide-style'] as const)(
    'does not count %s against a release',
    (kind) => expect(releaseFailureGroup(kind)).toBeUndefined(),
  );
});
