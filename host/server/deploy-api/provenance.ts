import { DEPLOY_HEADERS, MAX_PROVENANCE_LENGTH, type Provenance } from '@mfp/shared/deploy';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiRefusal } from './answers/ApiRefusal';

/** Printable ASCII only: no control character reaches a log line, a terminal or the history. */
const PRINTABLE = /^[\x20-\x7e]*$/;

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_PROVENANCE_LENGTH || !PRINTABLE.test(value))
    throw new ApiRefusal(
      'provenance-invalid',
      `The ${name} header must be one value of at most ${MAX_PROVENANCE_LENGTH} printable ASCII characters. Send ` +
        `the commit's SHA in ${DEPLOY_HEADERS.commit} and the CI run's URL in ${DEPLOY_HEADERS.ciUrl}, or leave them out.`,
    );
  return value.trim() === '' ? undefined : value.trim();
}

/** Where a request says it comes from (commit, CI run, client program), checked; the client's address is the server's. */
export function readProvenance(headers: IncomingHttpHeaders): { commit?: string; ciUrl?: string; program?: string } {
  const commit = headerValue(headers, DEPLOY_HEADERS.commit);
  const ciUrl = headerValue(headers, DEPLOY_HEADERS.ciUrl);
  const program = headerValue(headers, DEPLOY_HEADERS.client);
  return { ...(commit && { commit }), ...(ciUrl && { ciUrl }), ...(program && { program }) };
}

/** The provenance a release records: the token, the commit and CI run, and the client's address. */
export const releaseProvenance = (
  tokenId: string,
  client: string,
  { commit, ciUrl }: { commit?: string; ciUrl?: string },
): Provenance => ({ tokenId, client, ...(commit && { commit }), ...(ciUrl && { ciUrl }) });
