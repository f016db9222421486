import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/** Where `npm run bench:store` writes its figures (contract: storeResultsSchema.ts). */
export const STORE_RESULTS = path.join(repoRoot, 'bench', 'results', 'store.json');
