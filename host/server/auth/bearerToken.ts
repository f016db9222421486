import { AUTHORIZATION_SCHEME } from '@mfp/shared/deploy';

/**
 * The token of `Authorization: Bearer <token>`, the one header the deploy API and the platform's views read tokens
 * from. Any other header is passed on whole, which no token matches (`malformed`), so a wrong scheme counts as a wrong
 * token; an empty one is no token at all.
 */
export const bearerOf = (header: string | undefined): string | undefined => {
  if (header === undefined || header.trim() === '') return undefined;
  const [scheme, value, ...rest] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === AUTHORIZATION_SCHEME.toLowerCase() && rest.length === 0 ? value : header;
};
