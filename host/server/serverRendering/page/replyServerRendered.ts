import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageParts } from '../../pages/hostPage';
import { renderHostPage } from '../../pages/renderHostPage';
import { loadShellRenderer } from './loadShellRenderer';
import { renderPageOnServer } from './renderPageOnServer';
import { sendStreamedPage } from './sendStreamedPage';
import { clientOnlySlots, type ServerRendering } from './serverRendering';

/**
 * Replies a page rendered on the server for this request (decision 0064), 404 when the route's remote said the URL
 * names nothing within the head window, streamed behind the shell when it had not decided by then (decision 0096); the
 * page as built when the host's own render failed. Never cached as a whole and never a 304: the page holds the
 * request's path and the remote's markup for it. Its caller has set the cache and CSP headers.
 */
export async function replyServerRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  parts: PageParts,
  rendering: ServerRendering,
  status: 200 | 404,
): Promise<FastifyReply> {
  const { template, data, hints, entry } = parts;
  const rendered = await renderPageOnServer(
    { template, data, hints, entry, url: request.url, hostname: request.hostname, log: request.log },
    rendering.shell ?? loadShellRenderer,
    rendering.slots ?? clientOnlySlots,
    rendering.headWindowMs,
  );
  reply.type('text/html; charset=utf-8');
  if (rendered?.kind === 'streamed') return sendStreamedPage(request, reply.code(status), rendered);
  const html = rendered?.html ?? renderHostPage(template, data, hints);
  return reply.code(rendered?.notFound ? 404 : status).send(html);
}
