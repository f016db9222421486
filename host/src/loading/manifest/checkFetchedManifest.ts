import {
  checkCompatibility,
  readManifest,
  type CompatibilityResult,
  type HostSharedVersions,
} from '@mfp/shared/compatibility';

/**
 * The compatibility of a manifest the runtime has just fetched, or undefined when the body is no manifest at all:
 * that is the runtime's to report (`manifest-invalid`), with its own message.
 */
export function checkFetchedManifest(body: string, host: HostSharedVersions): CompatibilityResult | undefined {
  const read = readManifest(body);
  return read.kind === 'manifest' ? checkCompatibility(read.manifest.shared, host) : undefined;
}
