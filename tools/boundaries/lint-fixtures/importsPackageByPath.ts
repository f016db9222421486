// Imports that reach into another workspace package by a relative path instead of its @mfp/* entry, linted on both
// sides: every marked line must be refused. The test replaces <up> with ../../ (see importsContractsByPath.ts).
import { loadServerConfig } from '<up>host/server/config/config'; // breaks the boundary
import { createFolderStore } from '<up>store/src'; // breaks the boundary
import { readSettings } from '<up>settings/src'; // breaks the boundary
import { repoRoot } from '<up><up>webpack/repoRoot'; // breaks the boundary
import { createRemoteConfig } from '<up>webpack'; // breaks the boundary
import { deployRemote } from '<up>deploy/src/release/deployRemote'; // breaks the boundary
import { parseCommand } from '<up><up>kit/src/cli/parseCommand'; // breaks the boundary
// prettier-ignore
import { // breaks the boundary
  releaseStack,
  rollbackTarget,
} from '<up>store/src/releaseHistory';

export const later = () => import('<up>host/server'); // breaks the boundary
export const required = require('<up>store/src/index'); // breaks the boundary
jest.mock('<up>store/src/withStoreLock'); // breaks the boundary
export const actual = jest.requireActual('<up>settings/src/readers'); // breaks the boundary

export const used = [loadServerConfig, createFolderStore, readSettings, repoRoot, createRemoteConfig, releaseStack];
export const more = [rollbackTarget, deployRemote, parseCommand];
