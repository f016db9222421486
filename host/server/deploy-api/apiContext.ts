import { hostSharedVersions, type DeployEnvironment, type ReleaseMaker } from '@mfp/deploy';
import type { DeployTokenRecord } from '@mfp/store/control';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import os from 'node:os';
import { DEFAULT_FAILED_ATTEMPTS, FailedAttempts } from '../auth/failedAttempts';
import { auditedAnswers, type AuditedAnswers } from './answers/auditedAnswers';
import { createApiRequests, type ApiRequest } from './apiRequests';
import { auditTrail } from './audit/auditTrail';
import { tokenGuard, type TokenGuard } from './auth/tokenGuard';
import type { DeployApiOptions } from './deployApiOptions';

/** What every route of the deploy API works with, made once per server (`apiContext`). */
export interface ApiContext extends AuditedAnswers {
  /** The API's options, as the host server was given them. */
  options: DeployApiOptions;
  /** The API's clock: audit entries, token expiry, release dates. */
  now: () => Date;
  /** The state of one request: its caller, its token once checked, its audit entry so far. */
  requestOf(request: FastifyRequest): ApiRequest;
  /** The deploy's environment for one request: progress goes to the debug log. */
  environment(request: FastifyRequest): DeployEnvironment;
  /** Who made a release over the API: the token id, on this server. */
  author(token: DeployTokenRecord): ReleaseMaker['author'];
  /** Checks the token of a guarded route before anything else of the request is read (an onRequest hook). */
  guard: TokenGuard;
  /** Aborted as the server starts to stop: the drains of refused uploads end then, rather than hold the stop. */
  closing: AbortSignal;
  /** Ends the drains of refused uploads (`closing`); called before the server stops taking connections. */
  stopDraining(): void;
  /** Stores what a records outage kept, or says what was lost; the server is stopping. */
  close(): Promise<void>;
}

/** The API's shared state, made once per server: options, the failed-attempt counts, the audit trail. */
export function apiContext(options: DeployApiOptions, log: FastifyBaseLogger): ApiContext {
  const now = options.now ?? (() => new Date());
  const attempts = new FailedAttempts({ ...DEFAULT_FAILED_ATTEMPTS, ...options.failedAttempts });
  const audit = auditTrail(options.store.control, log, options.pendingAudit);
  const requestOf = createApiRequests();
  const answers = auditedAnswers({ audit, requestOf, now });
  const serverName = os.hostname();
  let hostShared = options.hostShared;
  const closing = new AbortController();
  return {
    ...answers,
    options,
    now,
    requestOf,
    environment: (request) => ({
      store: options.store,
      storePublicUrl: options.storePublicUrl,
      hostShared: (hostShared ??= hostSharedVersions()),
      print: (line) => request.log.debug({ deployApi: line }),
      now,
    }),
    author: (token) => ({ user: token.id, host: serverName }),
    guard: tokenGuard({
      control: options.store.control,
      attempts,
      now,
      requestOf,
      refuse: answers.refuse,
      closing: closing.signal,
    }),
    closing: closing.signal,
    stopDraining: () => closing.abort(),
    close: () => audit.close(),
  };
}
