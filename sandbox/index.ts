export { createRenderSandbox } from './src/supervisor/createRenderSandbox';
export type {
  RenderSandbox,
  RenderSandboxOptions,
  ServerRenderRequest,
  ServerRenderResult,
} from './src/contract/serverRender';
