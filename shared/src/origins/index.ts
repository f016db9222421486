/** Origins, parsed one way on both sides: the settings that list them and the URLs compared with them. */
export { parseOrigin, type OriginProblem, type OriginReading } from './parseOrigin';
export { fromAllowedOrigin, originOf } from './originOf';
