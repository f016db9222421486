import * as z from 'zod/mini';
import { pageViewFieldSchema } from '../pageViews/pageViewTokenSchema';
import { MOUNT_LIMITS } from './statusHttp';

/**
 * Body of `POST /_host/mounts`: how many times a tab mounted each remote's slot since its last such beacon, against the
 * version each mount tried first (the registry entry's when the mount started), whether it rendered or failed: every
 * mount, not a sample, so a rollout's failures can be divided by its mounts (decision 0075). A version is absent when
 * it would break the limit. `pageView`: the token of the page the mounts happened in (decision 0087); a beacon without
 * one is accepted and counted as rejected. Nothing else: no URL, no user. Unknown fields are refused.
 */
export const mountCountsSchema = z.strictObject({
  mounts: z
    .array(
      z.strictObject({
        remote: z.string().check(z.minLength(1), z.maxLength(MOUNT_LIMITS.remote)),
        version: z.optional(z.string().check(z.minLength(1), z.maxLength(MOUNT_LIMITS.version))),
        count: z.int().check(z.gte(1), z.lte(MOUNT_LIMITS.count)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MOUNT_LIMITS.releases)),
  pageView: pageViewFieldSchema,
});

export type MountCounts = z.infer<typeof mountCountsSchema>;
