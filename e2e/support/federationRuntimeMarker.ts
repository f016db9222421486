/**
 * A string of @module-federation/runtime-core's own code (the name of one of its hooks), present once in every bundle
 * that carries a copy of the runtime and in no other code of this application. Here, beside the browser tests'
 * other helpers, because the bench (which counts copies) imports those helpers already and the browser tests (which
 * guard the count) must not import the bench.
 */
export const FEDERATION_RUNTIME_MARKER = 'beforeInitContainer';
