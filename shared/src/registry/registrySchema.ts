import * as z from 'zod/mini';
import { REMOTE_NAME_PATTERN, REMOTE_NAME_RULE } from './remoteName';
import { ROUTE_PATTERN, ROUTE_RULE } from './route';
import { SERVER_RENDER_BOUNDS } from './serverRenderBounds';
import { VERSION_PATTERN, VERSION_RULE } from './version';

/** Registry limits: a remote's timeout must be long enough to be useful and short enough to fail visibly. */
export const MIN_TIMEOUT_MS = 100;
export const MAX_TIMEOUT_MS = 120_000;

/** A deployed version: it names a folder of the store and a segment of its URLs (`./version.ts`). */
const versionSchema = z.string().check(z.regex(VERSION_PATTERN, `must be ${VERSION_RULE}`));

/** A federation name ends up in JavaScript identifiers, folder names and URLs (`./remoteName.ts`). */
export const remoteNameSchema = z.string().check(z.regex(REMOTE_NAME_PATTERN, `must be ${REMOTE_NAME_RULE}`));
export const routeSchema = z.string().check(z.regex(ROUTE_PATTERN, `must be ${ROUTE_RULE}`));
const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an absolute http(s) URL'));
export const titleSchema = z.string().check(z.minLength(1), z.maxLength(60));
export const moduleSchema = z.string().check(z.regex(/^\.\/[A-Za-z0-9_/-]+$/, 'must look like "./App"'));

/** A Subresource Integrity value as browsers accept it: SHA-384 of the file's bytes, in base64 (64 characters). */
export const sriSchema = z
  .string()
  .check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be "sha384-" followed by the base64 SHA-384 of the file'));

/**
 * A file of a release by its path relative to the manifest, as the manifest names it: segments of URL-safe characters,
 * none of them `.` or `..` and none starting with a dot, so that it resolves inside the release's folder only.
 */
export const releasePathSchema = z
  .string()
  .check(
    z.maxLength(256),
    z.regex(
      /^[A-Za-z0-9_~@+-][A-Za-z0-9._~@+-]*(?:\/[A-Za-z0-9_~@+-][A-Za-z0-9._~@+-]*)*$/,
      'must be a path inside the release, such as "remoteEntry.js" or "js/app.0123abcd.js"',
    ),
  );

/**
 * The most module files (besides the entry) a release whose entry is an ES module may have: the host preloads every
 * one on the release's first load, and the page carries their hashes (decision 0055). The gate refuses a larger one.
 */
export const MAX_MODULE_FILES = 128;

/**
 * Every JavaScript file of a release whose entry is an ES module, but the entry, by its path relative to the manifest,
 * with its integrity, sorted by path: the host preloads each with it before the runtime imports the entry, so that no
 * module of the release runs unchecked (decision 0055). A list, like the preload hints, rather than a record: the
 * host's compiled schemas (decision 0039) describe lists and bounds, not records.
 */
export const releaseModulesSchema = z
  .array(z.object({ path: releasePathSchema, integrity: sriSchema }))
  .check(z.maxLength(MAX_MODULE_FILES, `must name at most ${MAX_MODULE_FILES} files`));

/**
 * The most stylesheets an ES-module release may have: the host applies every one on the release's first load, and
 * the page carries their hashes (decision 0058). The gate refuses a larger one.
 */
export const MAX_STYLESHEET_FILES = 32;

/**
 * Every stylesheet (`.css`) of a release whose entry is an ES module, by its path relative to the manifest, with its
 * integrity, sorted by path: the host applies each with it before the runtime imports the entry, so that Vite's
 * preload helper finds it in the page and adds no unchecked `<link>` (decision 0058). A list, like `modules`.
 */
export const releaseStylesheetsSchema = z
  .array(z.object({ path: releasePathSchema, integrity: sriSchema }))
  .check(z.maxLength(MAX_STYLESHEET_FILES, `must name at most ${MAX_STYLESHEET_FILES} files`));

/**
 * The integrity of the files of a release the host checks itself, recorded when it was published: a file changed
 * since then fails to load (`integrity-failed`). A classic-script entry holds its chunks' (decision 0031); an ES-module
 * entry's release carries every module file's (`modules`) and every stylesheet's (`styles`), which classic-script
 * releases never do.
 */
export const releaseIntegritySchema = z.object({
  /** Of `mf-manifest.json`. */
  manifest: sriSchema,
  /** Of `remoteEntry.js`. */
  entry: sriSchema,
  /** Of every other JS file, only when the entry is an ES module; absent for versions published before it was recorded. */
  modules: z.optional(releaseModulesSchema),
  /** Of every `.css` file, only when the entry is an ES module (an empty list for none); absent before decision 0058. */
  styles: z.optional(releaseStylesheetsSchema),
});

/** The most chunks one expose's preload hints name: a page does not announce more than a handful. */
export const MAX_PRELOAD_CHUNKS = 32;

/** Chunks to preload, in the order the manifest names them, each with the integrity its script element carries. */
export const preloadChunksSchema = z
  .array(z.object({ path: releasePathSchema, integrity: sriSchema }))
  .check(z.maxLength(MAX_PRELOAD_CHUNKS));

/** The most stylesheets one expose's first render links: its synchronous ones, a handful. */
const MAX_PRELOAD_STYLESHEETS = 32;

/**
 * Stylesheets an expose needs for its first render (the manifest's synchronous CSS), in its order, each with the
 * integrity its deploy recorded: a page whose slot was rendered on the server links them before the markup
 * (decision 0066).
 */
export const preloadStylesheetsSchema = z
  .array(z.object({ path: releasePathSchema, integrity: sriSchema }))
  .check(z.maxLength(MAX_PRELOAD_STYLESHEETS));

/**
 * What a host page preloads for the release, recorded when it was published (decision 0042): the entry script, when
 * it is a classic script, and the synchronous chunks of the expose the entry mounts, each with the integrity the
 * remote's runtime sets on its script (a preload without it would not be used), and the expose's synchronous
 * stylesheets (decision 0066). Paths are relative to the manifest.
 */
export const releasePreloadSchema = z.object({
  /** `remoteEntry.js`'s path; absent for an entry that is no classic script, which is not preloaded. */
  entry: z.optional(releasePathSchema),
  chunks: preloadChunksSchema,
  /** Absent for releases published before they were recorded: a server-rendered slot then links none. */
  styles: z.optional(preloadStylesheetsSchema),
});

/**
 * A release's server build (decision 0063), recorded when it was published: its script's path relative to the
 * manifest (`server/catalog.0123abcd.js`) and that script's integrity, which the host checks before the script runs.
 */
export const serverEntrySchema = z.object({
  entry: releasePathSchema,
  integrity: sriSchema,
});

const { memoryMb, deadlineMs, outputKb } = SERVER_RENDER_BOUNDS;

/** The most API origins one remote may list: a few APIs, not a way around the allow-list. */
export const MAX_API_ORIGINS = 16;

/**
 * An origin as `parseOrigin` writes it, normalised (lower case, no path, no trailing slash): the form the sandbox
 * compares a fetch's origin with. A pattern, not a refine, so the browser's compiled copy of the schema can check it.
 */
const apiOriginSchema = z
  .string()
  .check(
    z.regex(
      /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:[1-9][0-9]{0,4})?$/,
      'not a normalised http(s) origin (scheme, host and optional port)',
    ),
  );

/**
 * The platform team's server-render settings of one remote (`npm run remotes -- server-render`, decision 0065):
 * whether the host renders it on the server at all, and limits that override the host-wide settings for it.
 */
export const remoteServerRenderSchema = z.object({
  enabled: z.boolean(),
  deadlineMs: z.optional(z.int().check(z.minimum(deadlineMs.min), z.maximum(deadlineMs.max))),
  memoryMb: z.optional(z.int().check(z.minimum(memoryMb.min), z.maximum(memoryMb.max))),
  outputKb: z.optional(z.int().check(z.minimum(outputKb.min), z.maximum(outputKb.max))),
  /**
   * The origins the remote's loader and server render may fetch, its API's (`npm run remotes -- api-origins`, decision
   * 0093): this remote's alone, beside the host's SERVER_RENDER_FETCH_ORIGINS, never another remote's.
   */
  apiOrigins: z.optional(z.array(apiOriginSchema).check(z.maxLength(MAX_API_ORIGINS))),
});

/**
 * A release of a remote other than its live one that the stored registry names for some visitors only (decision 0074):
 * a rollout's, or one published without switching, for preview links. The same fields as the live release's, so the
 * host serves a visitor that release by putting them in place of the live one's.
 */
export const alternateReleaseSchema = z.object({
  version: versionSchema,
  entry: httpUrl,
  /** When it was published (ISO 8601). */
  publishedAt: z.optional(z.iso.datetime()),
  integrity: z.optional(releaseIntegritySchema),
  preload: z.optional(releasePreloadSchema),
  server: z.optional(serverEntrySchema),
});

/** A rollout as host servers read it: the visitors whose bucket (0 to 99) is under `share` get `release`. */
export const registryRolloutSchema = z.object({
  share: z.int().check(z.minimum(0), z.maximum(100)),
  release: alternateReleaseSchema,
});

/** The most releases published without switching that the stored registry names per remote: the latest ones. */
export const MAX_PREVIEW_RELEASES = 8;

/**
 * What the stored registry adds to a remote's entry for host servers only (decision 0074): its rollout and its
 * releases open to preview links. Host servers resolve them per visitor and never serve them: a browser's
 * `/registry.json` names the one release that visitor gets, as `registryEntrySchema` describes it.
 */
export const storedEntryFieldsSchema = z.object({
  rollout: z.optional(registryRolloutSchema),
  previews: z.optional(z.array(alternateReleaseSchema).check(z.maxLength(MAX_PREVIEW_RELEASES))),
});

/**
 * One remote as `GET /registry.json` describes it. The single definition of the registry contract: the types below
 * are inferred from it, the host validates with it, and the scripts write documents it accepts.
 */
export const registryEntrySchema = z.object({
  /** Federation name of the remote; also the container's global name. */
  name: remoteNameSchema,
  /** Text for the navigation. */
  title: titleSchema,
  /** Absolute route the remote is mounted at, e.g. `/catalog`. */
  route: routeSchema,
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: httpUrl,
  /** Expose to mount; `./App` by contract. */
  module: moduleSchema,
  /** Deployed version, reported with failures. */
  version: z.optional(versionSchema),
  /** Overrides the host's default load timeout for this remote. */
  timeoutMs: z.optional(z.int().check(z.minimum(MIN_TIMEOUT_MS), z.maximum(MAX_TIMEOUT_MS))),
  /** When the live version went live (ISO 8601), for the home page and the platform team. */
  deployedAt: z.optional(z.iso.datetime()),
  /**
   * The last known-good release: the host loads it in the same slot when the live one fails to load
   * (docs/decisions: last-known-good). Same origin rules as `entry`.
   */
  previous: z.optional(
    z.object({
      version: versionSchema,
      entry: httpUrl,
      integrity: z.optional(releaseIntegritySchema),
    }),
  ),
  /** Absent for releases published before integrity was recorded, and for development overrides. */
  integrity: z.optional(releaseIntegritySchema),
  /**
   * The files a host page preloads for this remote's route, so the first page after a start or a deploy has them.
   * Absent for releases published before they were recorded: the host server then learns them itself.
   */
  preload: z.optional(releasePreloadSchema),
  /**
   * The live release's server build, when it has one: the host renders the remote on the server with it. Absent for a
   * release without one, which renders in the browser only, as every release did before.
   */
  server: z.optional(serverEntrySchema),
  /**
   * The platform team's server-render settings of this remote, when it set some: `enabled: false` leaves the remote to
   * the browser whatever its release carries; the limits override the host's. Absent: the host's settings apply.
   */
  serverRender: z.optional(remoteServerRenderSchema),
});

/**
 * The document's outer shape. Entries are checked one by one with `registryEntrySchema`, so that one bad entry is
 * skipped and reported while the others still work.
 */
export const registryDocumentSchema = z.object({ remotes: z.array(z.unknown()) });

export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type ReleaseIntegrity = z.infer<typeof releaseIntegritySchema>;
export type ReleaseModules = z.infer<typeof releaseModulesSchema>;
export type ReleaseStylesheets = z.infer<typeof releaseStylesheetsSchema>;
export type ReleasePreload = z.infer<typeof releasePreloadSchema>;
export type PreloadStylesheets = z.infer<typeof preloadStylesheetsSchema>;
export type ServerEntry = z.infer<typeof serverEntrySchema>;
export type RemoteServerRender = z.infer<typeof remoteServerRenderSchema>;
export type AlternateRelease = z.infer<typeof alternateReleaseSchema>;
export type RegistryRollout = z.infer<typeof registryRolloutSchema>;
export type StoredEntryFields = z.infer<typeof storedEntryFieldsSchema>;
export interface RegistryDocument {
  remotes: RegistryEntry[];
}
/** The registry as the store holds it: each entry may carry what only host servers read (`storedEntryFieldsSchema`). */
export interface StoredRegistryDocument {
  remotes: (RegistryEntry & StoredEntryFields)[];
}
