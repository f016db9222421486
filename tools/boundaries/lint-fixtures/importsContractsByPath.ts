// Contracts imported by path instead of through @mfp/shared's entries, linted on both sides.
import { registryEntrySchema } from '../../shared/src/registry'; // breaks the boundary
import { FAILURE_CATALOGUE } from '../../../shared/src/failures/failureCatalogue'; // breaks the boundary

export const used = [registryEntrySchema, FAILURE_CATALOGUE];
