import * as z from 'zod/mini';
import { remoteNameSchema, routeSchema, titleSchema } from '../registry/registrySchema';
import { previewSchema } from './previewSchema';
import { serverSlotSchema } from './serverSlotSchema';

/** The id of the `<script type="application/json">` element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'mfp-page-data';

/**
 * What the host server writes into every host page, for the page's scripts to read before they load anything:
 * - `allowedRemoteOrigins`: the origins remotes may come from, the same list as the page's Content-Security-Policy. It
 *   is part of the page, so it cannot be missing while the page is there; a page without it loads nothing from another
 *   origin (fail closed).
 * - `overrideOrigins`: the origin patterns `?mf-override=` may load from; absent while overrides are off.
 * - `registry`: a registry document as the server read it for this page, so the page needs no second round trip
 *   to learn which remote renders its route. With `navigation`, it holds only the route's entry (none on the host's
 *   own pages), as `/registry.json` has it, and the page reads the whole registry after its first paint; without,
 *   it is the whole document (one of another shape, for the page to report). Absent when the server could not read
 *   it as JSON: the page then fetches `/registry.json` and reports what is wrong with it. The page validates it like a
 *   fetched one.
 * - `registryIndex`: with `navigation`, the index in `/registry.json` of the entry `registry` holds, so that a problem
 *   the page finds with it names the same entry, and gets the same digest, as when it reads the whole registry.
 * - `navigation`: every remote of the registry the page may load (valid, from an allowed origin), in its order, with
 *   what the header and the home page show: the page grows by tens of bytes per remote, not by a whole entry with
 *   its integrity values, which do not compress (decision 0043).
 * - `timings`: how many remote mounts report their load time (`sampleRate`, 0 to 1); absent sends none.
 * - `serverSlot`: what the server rendered in the route's slot (`serverSlotSchema`, decision 0064); absent when the
 *   browser renders it alone.
 * - `preview`: what the server made of the page's preview link (`previewSchema`), for the banner; absent without one.
 * - `pageView`: the page's signed page-view token (`@mfp/shared/pageViews`, decision 0087), which the page's mount
 *   counts, load times and failure reports carry; absent from a server that counts nothing.
 *
 * Not covered: anything secret. Every visitor reads this.
 */
export const navigationItemSchema = z.object({
  name: remoteNameSchema,
  title: titleSchema,
  route: routeSchema,
  version: z.optional(z.string()),
  deployedAt: z.optional(z.string()),
});

export const pageDataSchema = z.object({
  allowedRemoteOrigins: z.array(z.string()),
  overrideOrigins: z.optional(z.array(z.string())),
  registry: z.optional(z.unknown()),
  registryIndex: z.optional(z.int().check(z.gte(0))),
  navigation: z.optional(z.array(navigationItemSchema)),
  timings: z.optional(z.object({ sampleRate: z.number().check(z.gte(0), z.lte(1)) })),
  serverSlot: z.optional(serverSlotSchema),
  preview: z.optional(previewSchema),
  pageView: z.optional(z.string()),
});

export type PageData = z.infer<typeof pageDataSchema>;
/** A remote as the navigation and the home page show it, before the page has read its whole registry entry. */
export type NavigationItem = z.infer<typeof navigationItemSchema>;
