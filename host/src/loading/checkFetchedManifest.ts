import {
  checkCompatibility,
  manifestSharedSchema,
  type CompatibilityResult,
  type HostSharedVersions,
} from '@mfp/shared/compatibility';
import * as z from 'zod/mini';

const sharedListSchema = z.object({ shared: z.array(manifestSharedSchema) });

/**
 * The compatibility of a manifest the runtime has just fetched, or undefined when the body is no manifest at all:
 * that is the runtime's to report (`manifest-invalid`), with its own message.
 */
export function checkFetchedManifest(body: string, host: HostSharedVersions): CompatibilityResult | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const manifest = sharedListSchema.safeParse(json);
  return manifest.success ? checkCompatibility(manifest.data.shared, host) : undefined;
}
