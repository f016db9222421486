export { analysisThresholdsSchema, type AnalysisThresholds } from './analysisThresholds';
export { compareReleases, type ReleaseComparison } from './compareReleases';
export type { FailureComparison } from './compareFailureRates';
export type { LoadComparison } from './compareLoadTimes';
export type { ReleaseSample, Verdict } from './releaseSample';
