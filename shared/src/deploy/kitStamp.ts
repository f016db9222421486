import * as z from 'zod';

/**
 * The version of the remote contract (props, router surface, shared dependencies, file names, integrity) this
 * platform speaks. `@mfp/remote-kit`'s major version is this number: kit 1.x builds contract-1 remotes. Raise it only
 * for a change that an existing remote's build breaks under, and say in the kit's changelog what to change.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** The file the kit's build factories write beside the manifest, saying which kit built the remote. */
export const KIT_STAMP_FILE = 'mfp-kit.json';

export const kitStampSchema = z.object({
  /** The kit package's name, `@mfp/remote-kit`. */
  kit: z.string(),
  /** The kit's version, e.g. `1.0.0`. */
  version: z.string(),
  /** The contract version the kit speaks. */
  contract: z.number().int().nonnegative(),
  /** `webpack` or `rspack`. */
  bundler: z.string(),
});

export type KitStamp = z.infer<typeof kitStampSchema>;

/** The kit a team must install to build for this platform. */
export const KIT_PACKAGE = '@mfp/remote-kit';
export const compatibleKitRange = () => `${KIT_PACKAGE}@^${REMOTE_CONTRACT_VERSION}`;
