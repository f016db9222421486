/*
 * The part of isolated-vm's API the render process uses. isolated-vm lives in sandbox/runtime (its own npm project,
 * docs/decisions/0062-server-render-sandbox.md), outside the workspace's module resolution, so its types are stated here.
 */

export interface IvmReference {
  apply(receiver: undefined, args: unknown[], options: Record<string, unknown>): Promise<unknown>;
  release(): void;
}

interface IvmScript {
  run(context: IvmContext, options?: { timeout?: number }): Promise<unknown>;
}

export interface IvmContext {
  global: {
    set(name: string, value: unknown, options?: Record<string, unknown>): Promise<void>;
    get(name: string, options?: { reference?: boolean }): Promise<IvmReference>;
  };
  eval(code: string, options?: { timeout?: number; filename?: string }): Promise<unknown>;
  release(): void;
}

export interface IvmIsolate {
  readonly isDisposed: boolean;
  createContext(): Promise<IvmContext>;
  compileScript(
    code: string,
    options?: { filename?: string; cachedData?: { copy(): unknown }; produceCachedData?: boolean },
  ): Promise<IvmScript & { cachedData?: { copy(): unknown }; cachedDataRejected?: boolean }>;
  getHeapStatistics(): Promise<{ used_heap_size: number; externally_allocated_size: number }>;
  dispose(): void;
}

export interface IsolatedVm {
  Isolate: new (options: { memoryLimit: number }) => IvmIsolate;
  Callback: new (fn: (...args: never[]) => unknown, options?: { ignored?: true }) => unknown;
  ExternalCopy: new (value: unknown) => { copyInto(options?: { release?: boolean }): unknown; copy(): unknown };
}
