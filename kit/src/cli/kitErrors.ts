export { UsageError, UserFacingError } from '../../../scripts/lib/userFacingError';
