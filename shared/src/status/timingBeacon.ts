import * as z from 'zod/mini';
import { pageViewFieldSchema } from '../pageViews/pageViewTokenSchema';
import { LOAD_KINDS } from '../rollouts/loadKinds';
import { TIMING_LIMITS } from './statusHttp';

/**
 * Where the remote's code came from when it appeared:
 * - `cache`: this tab had already loaded that release (a second visit of its route without a reload);
 * - `live`: the live release, loaded now;
 * - `last-known-good`: the live release failed to load and the host showed the previous good one instead.
 */
export const LOAD_SOURCES = ['cache', 'live', 'last-known-good'] as const;
export type LoadSource = (typeof LOAD_SOURCES)[number];

/** What started the clock: a page load (from `performance.timeOrigin`) or a route change inside the page. */
export const LOAD_TRIGGERS = ['navigation', 'route-change'] as const;
export type LoadTrigger = (typeof LOAD_TRIGGERS)[number];

/**
 * Body of `POST /_host/timings`: how long one remote mount took from its trigger to the remote's first render. Nothing
 * personal: no URL, no query, no user data; the server adds the time it arrived. `pageView`: the token of the page it
 * was measured in (decision 0087); a beacon without one is accepted and counted as rejected. `load`: whether this was
 * the browser's first load of the release's files or a later one (decision 0091); a beacon without one (from a page
 * of a host from before) is counted as `UNTOLD_LOAD_KIND`. Unknown fields are refused.
 */
export const timingBeaconSchema = z.strictObject({
  remote: z.string().check(z.minLength(1), z.maxLength(TIMING_LIMITS.remote)),
  version: z.optional(z.string().check(z.minLength(1), z.maxLength(TIMING_LIMITS.version))),
  source: z.enum(LOAD_SOURCES),
  trigger: z.enum(LOAD_TRIGGERS),
  load: z.optional(z.enum(LOAD_KINDS)),
  ms: z.number().check(z.gte(0), z.lte(TIMING_LIMITS.maxMs)),
  pageView: pageViewFieldSchema,
});

export type TimingBeacon = z.infer<typeof timingBeaconSchema>;
