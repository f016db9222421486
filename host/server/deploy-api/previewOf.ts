import { DEFAULT_PREVIEW_TTL_MS, previewTtlProblem, type PreviewLink } from '@mfp/shared/deploy';
import type { FastifyRequest } from 'fastify';
import { issuePreviewLink } from '../previews/issuePreviewLink';
import { ApiRefusal } from './answers/ApiRefusal';
import type { ApiContext } from './apiContext';

/**
 * A link's lifetime as a request gives it (milliseconds, a query's text or a body's number), or the default; a value
 * out of bounds is `preview-invalid`, naming the flag that sets it.
 */
export function previewTtlOf(value: unknown): number {
  if (value === undefined) return DEFAULT_PREVIEW_TTL_MS;
  const ttlMs = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  const problem = typeof ttlMs === 'number' ? previewTtlProblem(ttlMs) : 'is not a number of milliseconds';
  if (problem === undefined) return ttlMs as number;
  throw new ApiRefusal('preview-invalid', `The preview link's lifetime (--preview-ttl) ${problem}.`);
}

/**
 * The host's public origin for a link, as the request reached this server: its scheme and host, which honour
 * X-Forwarded-Proto and X-Forwarded-Host only from the proxies TRUST_PROXY lists (decision 0077). Whoever deploys
 * through the host's public address gets links to that address.
 */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A signed link to `version` of `remote` at its route, lasting `ttlMs` from now. */
export function previewOf(
  request: FastifyRequest,
  api: ApiContext,
  link: { remote: string; version: string; route: string; ttlMs: number },
): PreviewLink {
  const key = api.options.previewKey;
  if (!key) throw new Error('The deploy API was given no preview key (previewKey): the host server gives it one');
  return issuePreviewLink({ ...link, origin: originOf(request), key, now: api.now() });
}
