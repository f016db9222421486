export { mountStandalone, type StandaloneOptions } from './mountStandalone';
export { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';
