import * as z from 'zod/mini';

/** The id of the `<script type="application/json">` element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'mfp-page-data';

/**
 * What the host server writes into every host page, for the page's scripts to read before they load anything:
 * - `allowedRemoteOrigins`: the origins remotes may come from, the same list as the page's Content-Security-Policy. It
 *   is part of the page, so it cannot be missing while the page is there; a page without it loads nothing from another
 *   origin (fail closed).
 * - `overrideOrigins`: the origin patterns `?mf-override=` may load from; absent while overrides are off.
 * - `registry`: the registry document as the server read it for this page, so the page needs no second round trip
 *   to learn which remote renders its route. Absent when the server could not read it as JSON: the page then fetches
 *   `/registry.json` and reports what is wrong with it. The page validates it like a fetched one.
 * - `timings`: how many remote mounts report their load time (`sampleRate`, 0 to 1); absent sends none.
 *
 * Not covered: anything secret. Every visitor reads this.
 */
export const pageDataSchema = z.object({
  allowedRemoteOrigins: z.array(z.string()),
  overrideOrigins: z.optional(z.array(z.string())),
  registry: z.optional(z.unknown()),
  timings: z.optional(z.object({ sampleRate: z.number().check(z.gte(0), z.lte(1)) })),
});

export type PageData = z.infer<typeof pageDataSchema>;
