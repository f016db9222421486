// Browser code that imports Node-only project code, linted as host/src/shell/Fixture.tsx.
import { computeDigest } from '../../server/digest'; // breaks the boundary
import { loadServerConfig } from '../../../host/server/config/config'; // breaks the boundary
import { runMain } from '../../../scripts/lib/runMain'; // breaks the boundary
import { repoRoot } from '../../../webpack/repoRoot'; // breaks the boundary
import { createStore } from '../../../store'; // breaks the boundary
import { openStore } from '@mfp/store'; // breaks the boundary
import webpack from 'webpack'; // breaks the boundary

export const used = [computeDigest, loadServerConfig, runMain, repoRoot, createStore, openStore, webpack];
