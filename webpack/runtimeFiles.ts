import path from 'node:path';

/*
 * Files the builds add to the page, found beside this file. The kit's build bundles this package into one file and
 * copies them beside that bundle (kit/scripts/buildKit.ts), where `__dirname` is the bundle's folder; so this module
 * stays at the package's root, with them, and the factories in the folders below ask it rather than `__dirname`.
 */

/** The entry that provides the federation runtime on a remote's standalone page (`externalRuntime`). */
export const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'provideRuntimeCore.js');

/** The host's runtime plugin that lends its federation runtime to remotes built with `externalRuntime`. */
export const PROVIDE_RUNTIME_CORE_PLUGIN = path.join(__dirname, 'provideRuntimeCorePlugin.ts');

/**
 * The dev build's per-entry script. No extension: webpack resolves it, to the TypeScript here or to the JavaScript the
 * kit's build compiles beside its bundle.
 */
export const RELOAD_IN_HOST_PAGES = path.join(__dirname, 'devRuntime', 'reloadInHostPages');

/** The entry of a remote's server build: imports its `./App` (aliased) and leaves it in `__mfpServerExposes`. */
export const SERVER_EXPOSES_ENTRY = path.join(__dirname, 'serverExposes.js');
