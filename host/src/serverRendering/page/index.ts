// The host's server renderer (decisions 0064, 0082): built for Node, with React's and React Router's production builds,
// into host/server/dist/serverRenderer.js, the one file the host server loads React through, on its first page.
// The browser's half of a server-rendered slot stays in the boundary (boundary/serverSlot/), which renders it.
export { renderShell } from './renderShell';
// The standalone page's, for `npm run dev:remote -- <name> --ssr` (decision 0069), in the same build.
export { renderStandalone } from './renderStandalone';
