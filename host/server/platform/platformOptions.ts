import type { AggregateRecords, ControlRecords, Store } from '@mfp/store';
import type { FailedAttemptsOptions } from '../auth/failedAttempts';
import type { Fetch } from './health/releaseHealth';

/** What the platform's views read: the releases and version lists, tokens and registrations, and the counts. */
export type PlatformStore = Pick<Store, 'readReleases' | 'listVersions'> & {
  readonly control: Pick<ControlRecords, 'findToken' | 'listRegistrations' | 'listRemoteSettings'>;
  readonly aggregates: AggregateRecords;
};

/** The platform team's views (issue 22): status page and API, metrics, timing intake, admin login. */
export interface PlatformOptions {
  store: PlatformStore;
  /** How often each live release's manifest is checked (HEALTH_CHECK_INTERVAL_MS). */
  healthCheckIntervalMs: number;
  /** Page views per client address and window that get a page-view token (PAGE_VIEWS_PER_ADDRESS); 60 unless told. */
  pageViewsPerAddress?: number;
  /** How the health checks fetch; the global fetch unless told. */
  healthFetch?: Fetch;
  /** How often counts are written to the store; DEFAULT_FLUSH_INTERVAL_MS unless told. */
  flushIntervalMs?: number;
  /** Failed admin attempts allowed per address and token id; DEFAULT_FAILED_ATTEMPTS, as for the deploy API, by default. */
  failedAttempts?: Partial<FailedAttemptsOptions>;
  now?: () => Date;
}
