import * as z from 'zod/mini';

const assetList = z.looseObject({ sync: z.array(z.string()), async: z.array(z.string()) });

/** The parts of one `shared` item of `mf-manifest.json` that decide compatibility; the rest is kept but not read. */
export const manifestSharedSchema = z.looseObject({
  name: z.string(),
  /** The version the remote was built with, i.e. of the copy it would bundle as its fallback. */
  version: z.string(),
  requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
  singleton: z.optional(z.boolean()),
  strictVersion: z.optional(z.boolean()),
  /** Files of the remote's own fallback copy; empty when it was built with `import: false`. */
  assets: z.optional(z.looseObject({ js: z.optional(assetList) })),
});

/**
 * What the platform reads of a remote's `mf-manifest.json` (written by `@module-federation/enhanced`): its name, its
 * entry file, its shared dependencies and its exposes. Loose objects: newer plugin versions add fields.
 */
export const remoteManifestSchema = z.looseObject({
  name: z.string(),
  metaData: z.looseObject({
    remoteEntry: z.looseObject({
      name: z.string(),
      path: z.optional(z.string()),
      /** The entry's `library.type`: `global` for webpack and Rspack, `module` for Vite (see `entryType.ts`). */
      type: z.optional(z.string()),
    }),
  }),
  shared: z.array(manifestSharedSchema),
  exposes: z.array(
    z.looseObject({
      path: z.string(),
      assets: z.optional(z.looseObject({ js: z.optional(assetList), css: z.optional(assetList) })),
    }),
  ),
});

export type ManifestShared = z.infer<typeof manifestSharedSchema>;
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
