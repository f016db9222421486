import { hostSharedVersions, type DeployEnvironment } from '@mfp/deploy';
import { remoteNameSchema } from '@mfp/shared/registry';
import type { AuditAction, AuditEntry, DeployTokenRecord } from '@mfp/store';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import os from 'node:os';
import { ApiRefusal } from './answers/ApiRefusal';
import { refusalOf } from './answers/refusalOf';
import { sendRefusal } from './answers/sendRefusal';
import { auditTrail, type AuditTrail } from './audit/auditTrail';
import { authenticate, type Caller, type Permission } from './auth/authenticate';
import { DEFAULT_FAILED_ATTEMPTS, FailedAttempts } from '../auth/failedAttempts';
import type { DeployApiOptions } from './deployApiOptions';

/** What the audit entry of a request has learnt so far; the answer completes it. */
export type AuditFacts = Omit<AuditEntry, 'at' | 'result'> & { action: AuditAction };

/** One request to the API: who asks, with which token (once checked), and what its audit entry says. */
export interface ApiRequest {
  caller: Caller;
  token?: DeployTokenRecord;
  facts?: AuditFacts;
}

/** How a route is guarded: what its token must allow, and what it is audited as (reads only when refused). */
export interface DeployRouteConfig {
  deployApi: { permission: (params: Record<string, string>) => Permission; action?: AuditAction };
}

/** The API's shared state, made once per server: options, the failed-attempt counts, the audit trail. */
export function apiContext(options: DeployApiOptions, log: FastifyBaseLogger) {
  const now = options.now ?? (() => new Date());
  const attempts = new FailedAttempts({ ...DEFAULT_FAILED_ATTEMPTS, ...options.failedAttempts });
  const audit: AuditTrail = auditTrail(options.store.control, log, options.pendingAudit);
  const requests = new WeakMap<FastifyRequest, ApiRequest>();
  const serverName = os.hostname();
  let hostShared = options.hostShared;

  const requestOf = (request: FastifyRequest): ApiRequest => {
    let state = requests.get(request);
    if (!state) requests.set(request, (state = { caller: { client: request.ip } }));
    return state;
  };

  const facts = (state: ApiRequest): Partial<AuditEntry> => ({
    ...state.facts,
    client: state.caller.client,
    ...(state.caller.tokenId !== undefined && { tokenId: state.caller.tokenId }),
  });

  /** Answers a failure with its code, status and message; audits it; logs the platform's own faults in full. */
  async function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    const state = requestOf(request);
    const { refusal, platformFault } = refusalOf(error);
    if (platformFault) request.log.error({ err: error }, `deploy api: ${refusal.code}`);
    if (state.facts) {
      const result = platformFault ? 'failed' : 'refused';
      const detail = refusal.extra.problems?.map((problem) => problem.kind).join(', ');
      await audit({
        at: now().toISOString(),
        result,
        code: refusal.code,
        ...facts(state),
        ...(detail && { detail }),
      } as AuditEntry);
    }
    return sendRefusal(request, reply, refusal);
  }

  return {
    options,
    now,
    requestOf,
    /** The deploy's environment for one request: progress goes to the debug log. */
    environment(request: FastifyRequest): DeployEnvironment {
      return {
        store: options.store,
        storePublicUrl: options.storePublicUrl,
        hostShared: (hostShared ??= hostSharedVersions()),
        print: (line) => request.log.debug({ deployApi: line }),
        now,
      };
    },
    /** Who made a release over the API: the token id, on this server. */
    author: (token: DeployTokenRecord) => ({ user: token.id, host: serverName }),

    /** Checks the token of a guarded route before anything else of the request is read (an onRequest hook). */
    async guard(request: FastifyRequest, reply: FastifyReply, config: DeployRouteConfig['deployApi']) {
      const state = requestOf(request);
      const params = request.params as Record<string, string>;
      if (config.action) state.facts = { action: config.action, ...(params.remote && { remote: params.remote }) };
      try {
        state.token = await authenticate(request.headers.authorization, config.permission(params), {
          caller: state.caller,
          control: options.store.control,
          attempts,
          now: now(),
        });
      } catch (error) {
        // Nothing of the body was read, and nothing will be: close the connection rather than read on.
        reply.header('connection', 'close');
        return refuse(request, reply, error);
      }
      return undefined;
    },

    /** Answers a success, auditing it (unless the store audited it itself: `persist: false`). */
    async succeed(request: FastifyRequest, reply: FastifyReply, status: number, body: unknown, persist = true) {
      const state = requestOf(request);
      // A read that went well changed nothing: recording it would bury the trail's changes under listings.
      if (state.facts && state.facts.action !== 'read')
        await audit({ at: now().toISOString(), result: 'ok', ...facts(state) } as AuditEntry, { persist });
      return reply.code(status).send(body);
    },

    /** Audits an intermediate step that went well (an upload unpacked), then moves on to the next action. */
    async step(request: FastifyRequest, next: AuditAction, detail: string) {
      const state = requestOf(request);
      if (!state.facts) return;
      await audit({ at: now().toISOString(), result: 'ok', ...facts(state), detail } as AuditEntry);
      state.facts = { ...state.facts, action: next };
    },

    refuse,
    /** Stores what a records outage kept, or says what was lost; the server is stopping. */
    close: () => audit.close(),
  };
}

export type ApiContext = ReturnType<typeof apiContext>;

/** A remote name from the path, or `remote-unknown`: a name that is not a remote's cannot be one. */
export function remoteParam(params: unknown): string {
  const remote = (params as { remote?: string }).remote ?? '';
  if (remoteNameSchema.safeParse(remote).success) return remote;
  throw new ApiRefusal(
    'remote-unknown',
    `"${remote}" is not a remote's name (lowercase letters, digits and underscores). Check --remote.`,
  );
}
