export { renderRequest, serverScript } from './serverScript';
