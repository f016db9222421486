/**
 * The seam between the host and the Module Federation runtime. Production code uses `createModuleFederationRuntime`;
 * unit tests pass a fake, so everything above this seam is tested without a network.
 */
export interface FederationRuntime {
  /** Registers (or, with `force`, re-registers and forgets the cached manifest and entry of) a remote. */
  register(remote: { name: string; entry: string }, options: { force: boolean }): void;
  /** Loads `module` (e.g. `./App`) of a registered remote. */
  load(remote: string, module: string): Promise<unknown>;
}
