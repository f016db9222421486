/**
 * The version rule, stated once for every side: the deploy command, the remotes' package.json, the store's folders,
 * the registry and the failure reports. A version names a folder of the store and a segment of its URLs, so it is one
 * path segment: letters, digits, `.`, `+`, `_` and `-`, starting with a letter or digit (never `.`, `..` or hidden),
 * at most `MAX_VERSION_LENGTH` characters. A version the platform makes (a package version, `--version`) is moreover
 * a semantic version (`1.2.0`, `1.2.0-rc.1`, `1.2.0+build.7`).
 *
 * Plain functions, no zod: the browser's entry script imports the length limit with the report path.
 */

/** The longest version the registry, the store and the failure reports accept. */
export const MAX_VERSION_LENGTH = 64;

const SEMANTIC_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** What the rule asks of a version, for messages that say how to fix one. */
export const VERSION_RULE =
  `one path segment of at most ${MAX_VERSION_LENGTH} letters, digits, ".", "+", "_" and "-", starting with a ` +
  `letter or digit`;
export const SEMANTIC_VERSION_RULE = `a semantic version of at most ${MAX_VERSION_LENGTH} characters, e.g. "1.2.0" or "1.2.0-rc.1"`;

/**
 * `VERSION_RULE` as one pattern, length included: the registry's schema checks it as a regex, which its browser build
 * can copy (a function it could not: docs/decisions/0039).
 */
export const VERSION_PATTERN = new RegExp(`^(?=.{1,${MAX_VERSION_LENGTH}}$)[0-9A-Za-z][0-9A-Za-z.+_-]*$`);

/** A version any part of the platform can hold: a published version, a registry entry's, a report's. */
export const isVersion = (version: string): boolean => VERSION_PATTERN.test(version);

/** A version the platform may publish under: a version (`isVersion`) that is also a semantic version. */
export const isSemanticVersion = (version: string): boolean => isVersion(version) && SEMANTIC_VERSION.test(version);
