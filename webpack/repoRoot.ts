import path from 'node:path';

/** Absolute path of the repository root, whatever the working directory of the process. */
export const repoRoot = path.resolve(__dirname, '..');
