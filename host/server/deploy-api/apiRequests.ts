import type { AuditAction, AuditEntry, DeployTokenRecord } from '@mfp/store/control';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './auth/authenticate';

/** What the audit entry of a request has learnt so far; the answer completes it. */
type AuditFacts = Omit<AuditEntry, 'at' | 'result'> & { action: AuditAction };

/** One request to the API: who asks, with which token (once checked), and what its audit entry says. */
export interface ApiRequest {
  caller: Caller;
  token?: DeployTokenRecord;
  facts?: AuditFacts;
}

/**
 * The state of each request the API is answering, made on first use and dropped with the request: the guard fills it
 * in, the routes add what they learn, and the answer audits it.
 */
export function createApiRequests(): (request: FastifyRequest) => ApiRequest {
  const requests = new WeakMap<FastifyRequest, ApiRequest>();
  return (request) => {
    let state = requests.get(request);
    if (!state) requests.set(request, (state = { caller: { client: request.ip } }));
    return state;
  };
}

/** The audit entry's fields a request has so far: what the route learnt, the client, and the token id it claimed. */
export const auditFieldsOf = (state: ApiRequest): Partial<AuditEntry> => ({
  ...state.facts,
  client: state.caller.client,
  ...(state.caller.tokenId !== undefined && { tokenId: state.caller.tokenId }),
});
