export { createRenderSandbox } from './src/supervisor/createRenderSandbox';
export { SERVER_RENDER_FAILURE_KINDS } from './src/contract/serverRender';
export type {
  RenderSandbox,
  RenderSandboxOptions,
  ServerRenderFailureKind,
  ServerRenderRequest,
  ServerRenderResult,
} from './src/contract/serverRender';
