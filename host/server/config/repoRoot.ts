import path from 'node:path';

/** Absolute path of the repository root, so defaults do not depend on the directory `npm start` runs from. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
