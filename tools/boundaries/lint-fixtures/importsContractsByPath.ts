// Contracts imported by path instead of through @mfp/shared's entries, linted on both sides. The test replaces <up>
// with ../../ so that this file holds no literal relative path to shared/, which `git grep` uses to find references
// to files outside the repository.
import { registryEntrySchema } from '<up>shared/src/registry'; // breaks the boundary
import { FAILURE_CATALOGUE } from '<up><up>shared/src/failures/failureCatalogue'; // breaks the boundary

export const used = [registryEntrySchema, FAILURE_CATALOGUE];
