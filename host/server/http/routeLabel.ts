import type { FastifyRequest } from 'fastify';

/** What a request answered outside fastify's routing is counted as, by whoever answered it (`/metrics`' `route`). */
const labels = new WeakMap<FastifyRequest, string>();

/** The label of every host page answered before routing or by the not-found handler: one series for all of them. */
export const PAGE_ROUTE_LABEL = '(page)';

/**
 * Says what a request was answered as, for one answered before routing (an `onRequest` hook) or by the not-found
 * handler, where fastify's route pattern is a wildcard or absent and would say nothing true of it.
 */
export function labelRoute(request: FastifyRequest, label: string): void {
  labels.set(request, label);
}

/** The label given with `labelRoute`, if any. */
export function routeLabelOf(request: FastifyRequest): string | undefined {
  return labels.get(request);
}
