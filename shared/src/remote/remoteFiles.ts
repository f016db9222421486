/**
 * The fixed file names of a deployed remote: the build writes them, the store caches them as the only mutable names
 * of a version folder, and tests inject faults into them. One place, for the build tooling and the server alike.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
