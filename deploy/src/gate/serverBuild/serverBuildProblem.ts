import { describeProblem, type CompatibilityProblem } from '@mfp/shared/compatibility';
import { SERVER_BUILD_NAMES, SERVER_SHARED_MODULES } from '@mfp/shared/serverBuild';
import type { GateRefusal } from '../gateRefusal';

const MANIFEST = `${SERVER_BUILD_NAMES.folder}/${SERVER_BUILD_NAMES.manifest}`;

/**
 * Why the gate refuses a release's server build (decision 0063): `server-build-invalid` covers a manifest
 * (`server/mfp-server.json`) that is missing beside other server files, unreadable, or names another remote, module or
 * script, and a second script in `server/` (a chunk the host would never load). What to change for each is in
 * `GATE_REFUSALS`.
 */
export type ServerBuildProblem =
  | GateRefusal<'server-build-invalid', { detail: string }>
  | GateRefusal<'server-shared-incompatible', { problem: CompatibilityProblem }>
  | GateRefusal<'server-node-builtin', { modules: string[] }>
  | GateRefusal<'server-module-unprovided', { modules: string[] }>;

/** Whether a gate problem is one of the server build's (their kinds, and only theirs, start with `server-`). */
export const isServerBuildProblem = (problem: { kind: string }): problem is ServerBuildProblem =>
  problem.kind.startsWith('server-');

const listed = (modules: string[]) => modules.map((module) => JSON.stringify(module)).join(', ');

/** One line per problem: what is wrong with the server build, then how to fix it. */
export function describeServerBuildProblem(remote: string, problem: ServerBuildProblem): string {
  switch (problem.kind) {
    case 'server-build-invalid':
      return (
        `the server build is not one the host can run: ${problem.detail}. Build it with the kit's createRemoteConfig ` +
        `or createRspackRemoteConfig (one script and ${MANIFEST}), or pass serverBuild: false to build none ` +
        `(docs/remote-contract.md)`
      );
    case 'server-shared-incompatible':
      return (
        `${describeProblem(remote, problem.problem)} (in ${MANIFEST}): the host's server render would run it against ` +
        `its own copy. Pin the version the message names and build again`
      );
    case 'server-node-builtin':
      return (
        `the server build asks for Node's ${listed(problem.modules)}, which the host's server realm does not have ` +
        `(no files, processes, sockets or vm; decision 0063). Keep that code out of ./App and what it imports: move it ` +
        `behind fetch() to your own API, or into the browser-only bootstrap`
      );
    case 'server-module-unprovided':
      return (
        `the server build asks its realm for ${listed(problem.modules)}, which the host does not provide on the ` +
        `server (only ${SERVER_SHARED_MODULES.join(', ')}). Bundle that module into ./App (remove it from your ` +
        `externals), or import it only from the browser-only bootstrap (react-dom/client belongs there)`
      );
  }
}
