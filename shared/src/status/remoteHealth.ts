import * as z from 'zod/mini';

// Only the zod kinds the host's boot path already uses (see platformStatus.ts and decision 0046).
const isoTime = z.iso.datetime();

/**
 * Whether the server can load a release's files (the live one's, or a rollout's): the manifest answers and its bytes
 * match the integrity recorded at deploy. A remote whose code throws is still `healthy`: its files load; its failures say the rest.
 */
export const remoteHealthSchema = z.union([
  z.object({ state: z.literal('unchecked') }),
  z.object({ state: z.literal('healthy'), checkedAt: isoTime }),
  z.object({ state: z.literal('unhealthy'), checkedAt: isoTime, problem: z.string() }),
]);
export type RemoteHealth = z.infer<typeof remoteHealthSchema>;
