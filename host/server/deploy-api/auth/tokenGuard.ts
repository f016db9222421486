import type { ControlRecords } from '@mfp/store';
import type { AuditAction } from '@mfp/store/control';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FailedAttempts } from '../../auth/failedAttempts';
import { closeAfterAnswer } from '../answers/closeAfterAnswer';
import type { ApiRequest } from '../apiRequests';
import { authenticate, type Permission } from './authenticate';

/** How a route is guarded: what its token must allow, and what it is audited as (reads only when refused). */
export interface DeployRouteConfig {
  deployApi: { permission: (params: Record<string, string>) => Permission; action?: AuditAction };
}

/** Checks a guarded route's token; answers the refusal itself, or resolves undefined for the route to go on. */
export type TokenGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  config: DeployRouteConfig['deployApi'],
) => Promise<FastifyReply | undefined>;

export interface TokenGuardOptions {
  control: Pick<ControlRecords, 'findToken'>;
  attempts: FailedAttempts;
  now: () => Date;
  requestOf: (request: FastifyRequest) => ApiRequest;
  refuse: (request: FastifyRequest, reply: FastifyReply, error: unknown) => Promise<FastifyReply>;
  /** Aborted as the server stops: see `closeAfterAnswer`. */
  closing: AbortSignal;
}

/**
 * The guard of every route of the API (an onRequest hook): the token is checked before anything else of the request
 * is read. The request's audit facts start here, so a refusal is audited as what the route would have done.
 */
export function tokenGuard({ control, attempts, now, requestOf, refuse, closing }: TokenGuardOptions): TokenGuard {
  return async (request, reply, config) => {
    const state = requestOf(request);
    const params = request.params as Record<string, string>;
    if (config.action) state.facts = { action: config.action, ...(params.remote && { remote: params.remote }) };
    try {
      state.token = await authenticate(request.headers.authorization, config.permission(params), {
        caller: state.caller,
        control,
        attempts,
        now: now(),
      });
    } catch (error) {
      // Nothing of the body was read, and nothing will be: drain what is still coming, then close.
      closeAfterAnswer(request, reply, closing);
      return refuse(request, reply, error);
    }
    return undefined;
  };
}
