import type { PlatformStatus, RemoteStatus } from '@mfp/shared/status';

/** A status document as the server sends it, for the page's tests: one remote failing against its live version. */
export function testStatusDocument(overrides: Partial<PlatformStatus> = {}): PlatformStatus {
  return {
    generatedAt: '2026-11-26T01:00:00.000Z',
    scope: 'this-server',
    unknownRemoteFailures: 0,
    remotes: [
      testRemoteStatus(),
      testRemoteStatus({ name: 'cart', title: 'Cart', route: '/cart', failures: [], mounts: [] }),
    ],
    ...overrides,
  };
}

export function testRemoteStatus(overrides: Partial<RemoteStatus> = {}): RemoteStatus {
  return {
    name: 'catalog',
    title: 'Catalog',
    route: '/catalog',
    live: {
      version: '1.1.0',
      deployedAt: '2026-11-26T00:40:00.000Z',
      deployedBy: 'tok_ci',
      commit: '4a0e3e5b9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f',
    },
    lastKnownGood: '1.0.0',
    rollbackTarget: '1.0.0',
    health: { state: 'healthy', checkedAt: '2026-11-26T00:59:50.000Z' },
    failures: [
      {
        digest: '1234567890',
        kind: 'render-failed',
        code: 'MFP-401',
        version: '1.1.0',
        lastHour: 3,
        lastDay: 3,
        firstSeen: '2026-11-26T00:41:00.000Z',
        lastSeen: '2026-11-26T00:58:00.000Z',
      },
      {
        digest: '987654321',
        kind: 'timeout',
        code: 'MFP-205',
        version: '1.0.0',
        lastHour: 0,
        lastDay: 2,
        firstSeen: '2026-11-25T10:00:00.000Z',
        lastSeen: '2026-11-25T11:00:00.000Z',
      },
    ],
    mounts: [
      { version: '1.1.0', lastHour: 120, lastDay: 400 },
      { version: '1.0.0', lastHour: 0, lastDay: 2_000 },
    ],
    loadTimes: [
      {
        version: '1.1.0',
        count: 40,
        p50Ms: 412,
        p95Ms: 1_250,
        series: [
          { at: '2026-11-26T00:40:00.000Z', count: 20, p50Ms: 400, p95Ms: 1_100 },
          { at: '2026-11-26T00:50:00.000Z', count: 20, p50Ms: 420, p95Ms: 1_300 },
        ],
      },
    ],
    ...overrides,
  };
}
