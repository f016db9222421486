export { runSwitchCase, SWITCH_RUNS } from './runSwitchCase';
export { SWITCH_INTERVAL_MS } from './loadWhileSwitching';
export { REGISTRY_MAX_STALENESS_MS } from './switchServers';
export { SWITCHED_REMOTE } from './switchVersions';
export { rssTableRows, switchRunProblems, switchTableRows, type SwitchRunResult } from './switchSummary';
