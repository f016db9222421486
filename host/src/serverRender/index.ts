// The host's server renderer (decision 0064): the one module the host server loads React through, lazily, by path.
export { renderShell } from './renderShell';
