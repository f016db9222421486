import * as z from 'zod/mini';
import { FAILURE_KINDS } from '../../failures/failureCatalogue';

/** Where the browser loads a slot's data for a client navigation: `GET <path><remote>?url=<path and query>`. */
export const LOADER_DATA_PATH = '/_host/data/';

/**
 * The host's answer to a data request. `loaded` carries the loader's JSON text; `none` says the release exports no
 * loader; `failed` carries the failure's kind and the digest the host logged it under, which the slot's fallback
 * screen shows; `unavailable` says the host cannot run the loader at all.
 */
export const loaderAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('loaded'), version: z.string(), data: z.string() }),
  z.object({ status: z.literal('none'), version: z.string() }),
  z.object({ status: z.literal('failed'), kind: z.enum(FAILURE_KINDS), digest: z.string().check(z.maxLength(100)) }),
  /** The host does not run this remote's code on the server (server rendering off for it, or no server build). */
  z.object({ status: z.literal('unavailable'), reason: z.string().check(z.maxLength(500)) }),
]);
export type LoaderAnswer = z.infer<typeof loaderAnswerSchema>;
