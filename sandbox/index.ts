export { createRenderSandbox } from './src/supervisor/createRenderSandbox';
export type {
  DroppedHeadElement,
  RenderSandbox,
  RenderSandboxOptions,
  ServerRenderRequest,
  ServerRenderResult,
} from './src/contract/serverRender';
