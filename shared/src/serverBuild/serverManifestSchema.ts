import * as z from 'zod/mini';

/** The server manifest's version: a host reads only the versions it knows, and a new shape gets a new number. */
export const SERVER_MANIFEST_VERSION = 1;

/** A file name inside the release's `server/` folder: one segment, no dot first, a script. */
const serverFileSchema = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      /^[A-Za-z0-9_~@+-][A-Za-z0-9._~@+-]*\.js$/,
      'must be a file name inside server/, such as "catalog.0123abcd.js"',
    ),
  );

/**
 * `server/mfp-server.json`, written by the kit's server build beside its one script (decision 0063): which script it
 * is, what it exposes, and the versions of the shared singletons it was built against, which the gate checks against
 * the host's as it checks the browser build's. The single definition of the contract; the types are inferred from it.
 */
export const serverManifestSchema = z.object({
  schemaVersion: z.literal(SERVER_MANIFEST_VERSION),
  /** The remote's federation name, the browser manifest's. */
  name: z.string().check(z.minLength(1)),
  /** The script, by its name inside `server/` (`<name>.<contenthash>.js`). */
  entry: serverFileSchema,
  /** What the script leaves in `globalThis.__mfpServerExposes`; `./App` by contract. */
  exposes: z.array(z.string().check(z.regex(/^\.\/[A-Za-z0-9_/-]+$/, 'must look like "./App"'))),
  /** Package name -> the version the build was made with (`react` -> `19.3.1`). */
  shared: z.record(z.string(), z.string().check(z.minLength(1))),
});

export type ServerManifest = z.infer<typeof serverManifestSchema>;
