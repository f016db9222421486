export { DEFAULT_OVERRIDE_ORIGINS, OVERRIDE_PARAM } from './overrideHttp';
export { originMatches, parseOriginPattern, type OriginPattern } from './originPattern';
export { MAX_OVERRIDE_LENGTH, parseOverride, type ParsedOverride } from './parseOverride';
