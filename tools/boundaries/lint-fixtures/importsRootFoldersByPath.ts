// A workspace package that imports the root package's folders (scripts/, bench/, e2e/, tools/) by path, linted in the
// packages' Node code, the kit's included: every marked line must be refused. In the root package's own folders each
// line is allowed. The test replaces <up> with ../../ (see importsContractsByPath.ts).
import { runMain } from '<up><up>scripts/lib/runMain'; // breaks the boundary
import { buildAll } from '<up>scripts/lib/buildAll'; // breaks the boundary
import { benchPaths } from '<up>bench/benchPaths'; // breaks the boundary
import { E2E_PATHS } from '<up>e2e/support/e2ePaths'; // breaks the boundary
import { folderGraphOf } from '<up>tools/boundaries/folderCycles'; // breaks the boundary
// prettier-ignore
import { // breaks the boundary
  devRemote,
  devRemotes,
} from '<up><up>scripts/dev/devRemotes';

export const later = () => import('<up>scripts/devRemote'); // breaks the boundary
export const required = require('<up>scripts/lib/seedStore'); // breaks the boundary
jest.mock('<up>scripts/lib/ensureBuilt'); // breaks the boundary
export const actual = jest.requireActual('<up><up>scripts/lib/buildTargets'); // breaks the boundary

export const used = [runMain, buildAll, benchPaths, E2E_PATHS, folderGraphOf, devRemote, devRemotes];
