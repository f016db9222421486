import type { DeployErrorAnswer } from '@mfp/shared/deploy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRefusal } from './ApiRefusal';

/** Answers a refusal as `deployErrorAnswerSchema` says, with the request id the server log files it under. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: ApiRefusal): FastifyReply {
  const answer: DeployErrorAnswer = {
    ok: false,
    error: {
      code: refusal.code,
      message: refusal.message,
      requestId: String(request.id),
      ...(refusal.extra.problems && { problems: refusal.extra.problems }),
    },
  };
  if (refusal.extra.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(refusal.extra.retryAfterSeconds));
  return reply.code(refusal.status).type('application/json; charset=utf-8').send(answer);
}
