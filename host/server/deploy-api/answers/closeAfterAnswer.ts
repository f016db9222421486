import type { FastifyReply, FastifyRequest } from 'fastify';
import { lingerBeforeClose } from '../../http/lingeringClose';

/**
 * Marks the answer `Connection: close` (the body may be left unread, and the connection is not reused) and drains
 * what the client still sends after the answer, within bounds, before closing: a client still writing its upload
 * reads a refusal sent early (401, 413) rather than failing on a reset connection.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply, closing: AbortSignal): void {
  reply.header('connection', 'close');
  lingerBeforeClose(request.raw, {
    closing,
    onEnd: (end) => {
      // A client that kept sending until a bound is worth a line: a proxy or a client that never reads its answers.
      if (end.reason === 'byte-bound' || end.reason === 'time-bound')
        request.log.info({ lingeringClose: end }, 'deploy api: stopped draining a refused upload');
    },
  });
}
