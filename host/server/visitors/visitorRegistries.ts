import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from '../http/appendVary';
import { cookieValue } from '../http/cookieValue';
import { createLogThrottle } from '../http/logThrottle';
import type { LiveRegistry } from '../registry/liveRegistry';
import type { RegistryForRequest } from '../registry/servedRegistry';
import { COHORT_COOKIE, cohortCookie, isCohort, newCohort } from './cohortCookie';
import { logPreview, previewLinkOf } from './previewOfRequest';
import { servedDocument } from './servedDocument';
import { storedReleasesOf } from './storedReleases';
import { createVariantCache } from './variantCache';
import { variantOf, visitorChoice } from './visitorChoice';

export interface VisitorRegistriesOptions {
  registry: Pick<LiveRegistry, 'current'>;
  /** The preview links' key (`previewKeyOf`, from the fleet's secret). */
  previewKey: Buffer;
  now?: () => number;
}

/**
 * The visitor's cohort from their cookie; a new one, set on the answer that first uses it, when it is absent or not
 * one this server could have made. Secure on HTTPS (`request.protocol` reads X-Forwarded-Proto from TRUST_PROXY's
 * balancers only).
 */
function cohortOf(request: FastifyRequest, reply: FastifyReply): { cohort: string; set: boolean } {
  const given = cookieValue(request.headers.cookie, COHORT_COOKIE);
  if (isCohort(given)) return { cohort: given, set: false };
  const cohort = newCohort();
  reply.header('set-cookie', cohortCookie(cohort, { secure: request.protocol === 'https' }));
  return { cohort, set: true };
}

/**
 * The registry each request is served (issue 33, decision 0076): the stored one byte for byte while it names no
 * rollout and no preview and the request has no preview link, with no cookie; a visitor's cohort is read, and set,
 * only while a remote has a rollout; otherwise the variant of the releases this visitor
 * gets, derived once per revision and variant (`createVariantCache`), so that two visitors on the same side share
 * its bytes, its compressed answer and its pages. An answer that depends on the cohort says `Vary: Cookie`.
 */
export function createVisitorRegistries({
  registry,
  previewKey,
  now = Date.now,
}: VisitorRegistriesOptions): RegistryForRequest {
  const variants = createVariantCache();
  const shouldLog = createLogThrottle();
  return async (request, reply) => {
    const snapshot = await registry.current();
    const link = previewLinkOf(request.url, previewKey, now());
    const stored = storedReleasesOf(snapshot);
    if (stored.kind === 'plain' && !link) return { snapshot, variant: '', personal: false };
    const { cohort, set } =
      stored.kind === 'per-visitor' && stored.rollouts ? cohortOf(request, reply) : { cohort: undefined, set: false };
    const choice = visitorChoice(stored, snapshot.page.entries, cohort, link);
    if (choice.preview) logPreview(request, choice.preview, shouldLog);
    if (choice.byCohort) appendVary(reply, 'cookie');
    const variant = variantOf(choice.releases);
    const served =
      stored.kind === 'plain' || snapshot.kind !== 'found'
        ? snapshot
        : variants.get(snapshot, variant, () => servedDocument(stored.items, stored.remotes, choice.releases));
    return {
      snapshot: served,
      variant,
      ...(choice.preview ? { preview: choice.preview } : {}),
      ...(cohort ? { cohort } : {}),
      personal: set || choice.byCohort,
    };
  };
}
