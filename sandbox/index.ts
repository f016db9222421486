export { createRenderSandbox } from './src/supervisor/createRenderSandbox';
export type {
  RenderSandbox,
  RenderSandboxOptions,
  ServerRenderFailureKind,
  ServerRenderRequest,
  ServerRenderResult,
} from './src/contract/serverRender';
