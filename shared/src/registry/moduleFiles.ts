/** A file the browser would load as a module: what a release's `modules` integrity names. */
const MODULE_FILE = /\.m?js$/;

/**
 * The files of a release whose entry is an ES module that the host must preload with their integrity (decision
 * 0055): every JavaScript file but the entry, whose own integrity the release records already, sorted. Any of them can
 * be imported by the entry's module graph, statically or with `import()`, and one left out would run unchecked. The one
 * rule the deploy (what it records) and the gate (how many there are) share.
 */
export function moduleFilesOf(paths: Iterable<string>, entryFile: string): string[] {
  return [...paths].filter((file) => file !== entryFile && MODULE_FILE.test(file)).sort();
}
