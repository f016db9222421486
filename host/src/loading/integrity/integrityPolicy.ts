// Webpack replaces this expression with the build's mode (`optimization.nodeEnv`); jest sets it to "test". Declared
// here rather than globally: browser code has no Node types.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Whether this build of the host loads only registry entries that carry the integrity recorded at deploy: every
 * production build does (docs/decisions/0018). A development build (`npm run dev`) loads the dev servers' files, which
 * change on every save. Not covered: overrides, which never go through the registry's checks and carry no integrity;
 * they exist only where the server turns them on (`OVERRIDES=on`, never in production).
 */
export const REQUIRES_INTEGRITY: boolean = process.env.NODE_ENV === 'production';
