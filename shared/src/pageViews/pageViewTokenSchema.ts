import * as z from 'zod/mini';
import { PAGE_VIEW_TOKEN_LIMITS } from './pageViewToken';

/**
 * The `pageView` field of a beacon or a report: a token as text, bounded. Optional in every body (decision 0087): a
 * tab opened before tokens existed is still answered, and what it sends is counted as rejected (`no-token`). Its
 * shape and MAC are the server's to check, so that a malformed one is rejected and counted rather than refused.
 */
export const pageViewFieldSchema = z.optional(z.string().check(z.maxLength(PAGE_VIEW_TOKEN_LIMITS.token)));
