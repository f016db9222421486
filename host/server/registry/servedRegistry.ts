import type { Preview } from '@mfp/shared/page';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../http/cachePolicy';
import type { LiveRegistry } from './liveRegistry';
import type { RegistrySnapshot } from './registrySnapshot';

/**
 * The registry one request is served (issue 33, decision 0076): the stored one as it is, or the variant of it that
 * names the releases this visitor gets (their rollout's side, a preview link's release), with rollouts and previews
 * taken out. Everything a request serves from the registry (the page, its server render, its hints, `/registry.json`)
 * takes it from here; the platform's own views keep reading the stored registry.
 */
export interface ServedRegistry {
  snapshot: RegistrySnapshot;
  /** What tells this variant from the others of its revision: the releases that differ from the live ones; '' for none. */
  variant: string;
  /** What the server made of the request's preview link, for the page's banner; absent without one. */
  preview?: Preview;
  /** The visitor's cohort, when their registry depends on it (a rollout): for their page-view token (decision 0087). */
  cohort?: string;
  /** Whether the answer is this visitor's own: it set their cohort cookie, or depends on it. Never shared by caches. */
  personal: boolean;
}

/** The registry for one request; sets the visitor's cohort cookie (and `Vary: Cookie`) on `reply` when it must. */
export type RegistryForRequest = (request: FastifyRequest, reply: FastifyReply) => Promise<ServedRegistry>;

/** `no-cache` for every visitor, and `private` too for an answer that is this visitor's own. */
const PRIVATE_NO_CACHE = `private, ${NO_CACHE}`;
export const cacheControlOf = (served: ServedRegistry): string => (served.personal ? PRIVATE_NO_CACHE : NO_CACHE);

/** The stored registry for every request, as before issue 33: for servers and tests without visitors. */
export const storedForEveryone =
  (registry: Pick<LiveRegistry, 'current'>): RegistryForRequest =>
  async () => ({ snapshot: await registry.current(), variant: '', personal: false });
