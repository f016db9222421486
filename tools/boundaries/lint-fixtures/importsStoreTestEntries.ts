// The store's test helpers and contract suites imported from Node code: allowed in tests and their helpers only.
import { writeFileAtomic } from '@mfp/store/testing'; // breaks the boundary
import { describeVersionFilesContract } from '@mfp/store/contract'; // breaks the boundary

export const used = [writeFileAtomic, describeVersionFilesContract];
