// The host's server renderer (decision 0064): the one module the host server loads React through, lazily, by path.
export { renderShell } from './renderShell';
// The standalone page's, for `npm run dev:remote -- <name> --ssr` (decision 0069), loaded the same way.
export { renderStandalone } from './renderStandalone';
