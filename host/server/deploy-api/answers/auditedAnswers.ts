import type { AuditAction, AuditEntry } from '@mfp/store/control';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditFieldsOf, type ApiRequest } from '../apiRequests';
import type { AuditTrail } from '../audit/auditTrail';
import { refusalOf } from './refusalOf';
import { sendRefusal } from './sendRefusal';

/** The API's answers, each audited with what its request learnt (`ApiRequest.facts`). */
export interface AuditedAnswers {
  /** Answers a failure with its code, status and message; audits it; logs the platform's own faults in full. */
  refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<FastifyReply>;
  /**
   * Answers a success, auditing it unless it is a read (a listing changed nothing), and storing the entry unless the
   * store recorded it itself (`persist: false`).
   */
  succeed(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: unknown,
    persist?: boolean,
  ): Promise<FastifyReply>;
  /** Audits an intermediate step that went well (an upload unpacked), then moves on to the `next` action. */
  step(request: FastifyRequest, next: AuditAction, detail: string): Promise<void>;
}

export interface AuditedAnswersOptions {
  audit: AuditTrail;
  requestOf: (request: FastifyRequest) => ApiRequest;
  now: () => Date;
}

/** The audited answers of the deploy API: a request without audit facts (nothing to say yet) is answered unaudited. */
export function auditedAnswers({ audit, requestOf, now }: AuditedAnswersOptions): AuditedAnswers {
  return {
    async refuse(request, reply, error) {
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
          ...auditFieldsOf(state),
          ...(detail && { detail }),
        } as AuditEntry);
      }
      return sendRefusal(request, reply, refusal);
    },
    async succeed(request, reply, status, body, persist = true) {
      const state = requestOf(request);
      // A read that went well changed nothing: recording it would bury the trail's changes under listings.
      if (state.facts && state.facts.action !== 'read')
        await audit({ at: now().toISOString(), result: 'ok', ...auditFieldsOf(state) } as AuditEntry, { persist });
      return reply.code(status).send(body);
    },
    async step(request, next, detail) {
      const state = requestOf(request);
      if (!state.facts) return;
      await audit({ at: now().toISOString(), result: 'ok', ...auditFieldsOf(state), detail } as AuditEntry);
      state.facts = { ...state.facts, action: next };
    },
  };
}
