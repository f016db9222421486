/**
 * `@mfp/store/contract`: the contract suites every implementation of a store half must pass, for jest test files only
 * (they import `@jest/globals`, which throws anywhere else; the Playwright helpers are in `@mfp/store/testing`).
 */
export { describeVersionFilesContract, type VersionFilesUnderTest } from './describeVersionFilesContract';
export { describeReleaseRecordsContract, type ReleaseRecordsUnderTest } from './describeReleaseRecordsContract';
export { describeControlRecordsContract, type ControlRecordsUnderTest } from './describeControlRecordsContract';
export { describeAggregateRecordsContract, type AggregateRecordsUnderTest } from './describeAggregateRecordsContract';
export { postgresForThisFile } from './postgresForThisFile';
