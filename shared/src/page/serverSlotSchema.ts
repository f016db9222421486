import * as z from 'zod/mini';
import { remoteNameSchema } from '../registry/registrySchema';

/**
 * What the host server rendered in the route's slot, as the page data tells the browser (decision 0064): the release
 * it rendered, which the browser loads and hydrates even when a deploy lands in between, and, when the render failed
 * on the server, the digest the slot's fallback screen shows if the browser's own attempt fails too. Absent when the
 * slot is rendered in the browser only (`client-only`).
 */
export const serverSlotSchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  status: z.enum(['rendered', 'failed']),
  digest: z.optional(z.string()),
});

export type ServerSlot = z.infer<typeof serverSlotSchema>;
