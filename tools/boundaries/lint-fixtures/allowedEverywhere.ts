// Imports both sides may use: the React-free contract entries and a relative import inside the same folder.
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { FAILURE_CATALOGUE } from '@mfp/shared/failures';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import { zodError } from './zodError';
import * as z from 'zod/mini';

export const used = [REGISTRY_PATH, FAILURE_CATALOGUE, REMOTE_ENTRY_FILE, zodError, z];
