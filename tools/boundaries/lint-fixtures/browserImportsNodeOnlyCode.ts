// Browser code that imports Node-only project code, linted as host/src/shell/Fixture.tsx. In Node code each line is
// allowed, the Node packages through their entries, except the import of scripts/ by path in a workspace package's
// code: only the root package's own folders (scripts/, bench/, e2e/, tools/) import scripts/ by path.
import { computeDigest } from '../../server/digest'; // breaks the boundary
import { loadServerConfig } from '@mfp/host-server'; // breaks the boundary
import { runMain } from '../../../scripts/lib/runMain'; // breaks the boundary
import { repoRoot } from '@mfp/webpack-config/repoRoot'; // breaks the boundary
import { readSettings } from '@mfp/settings'; // breaks the boundary
import { openStore } from '@mfp/store'; // breaks the boundary
import webpack from 'webpack'; // breaks the boundary

export const used = [computeDigest, loadServerConfig, runMain, repoRoot, readSettings, openStore, webpack];
