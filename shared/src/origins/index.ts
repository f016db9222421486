/** Origins, parsed one way on both sides: the settings that list them and the URLs compared with them. */
export { parseOrigin, type OriginProblem, type OriginReading } from './parseOrigin';
export { parsePublicUrl, type PublicUrlReading } from './parsePublicUrl';
export { fromAllowedOrigin, originOf } from './originOf';
