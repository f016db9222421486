/** A file the browser would apply as a stylesheet: what a release's `styles` integrity names. */
const STYLESHEET_FILE = /\.css$/;

/**
 * The stylesheets of a release whose entry is an ES module that the host applies with their integrity before the
 * entry is imported (decision 0058): every `.css` file, sorted. Vite's preload helper, which loads a chunk's CSS when
 * the chunk is imported, adds no `<link>` for a URL the host has one for, so one left out would apply unchecked. The
 * one rule the deploy (what it records) and the gate (how many there are) share.
 */
export function stylesheetFilesOf(paths: Iterable<string>): string[] {
  return [...paths].filter((file) => STYLESHEET_FILE.test(file)).sort();
}
