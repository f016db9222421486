export { mountStandalone, type StandaloneOptions } from './mountStandalone';
