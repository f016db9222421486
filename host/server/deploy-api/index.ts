/** The deploy API of the host server (decision 0035). */
export { deployApi } from './deployApi';
export type { DeployApiOptions } from './deployApiOptions';
