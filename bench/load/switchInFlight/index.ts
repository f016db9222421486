export { runSwitchCase, REGISTRY_MAX_STALENESS_MS, SWITCH_INTERVAL_MS, SWITCH_RUNS } from './runSwitchCase';
export { SWITCHED_REMOTE } from './switchVersions';
export { rssTableRows, switchRunProblems, switchTableRows, type SwitchRunResult } from './switchSummary';
