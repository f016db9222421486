/**
 * `@mfp/remote-kit/build`, for this repository's own builds only (never published, decision 0051): the one compiler
 * run with progress, which `mfp build` uses too. Loads webpack.
 */
export { compileWithProgress, type Bundler } from './compileWithProgress';
