export { renderRequest, serverScript } from './serverScript';
export { unshapedRender } from './unshapedRender';
