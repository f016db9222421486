import type { FastifyReply } from 'fastify';
import type { MemoryAnswer } from '../http/replyFromMemory';

/**
 * What a cached page carries in place of its page-view token: a string of JSON and HTML alike that no token, no
 * registry and no route can contain, so that it is replaced and nothing else is.
 */
export const PAGE_VIEW_PLACEHOLDER = 'mfp-page-view-placeholder-0a57c1';

/**
 * Replies a cached page (rendered once, with `PAGE_VIEW_PLACEHOLDER` for its token) with this request's token in
 * place (decision 0087). A page then differs for every view: it goes out without an ETag, never as a 304 (a 304 would
 * hand the tab the token of an earlier view, spent or expired), compressed per request at the fast level of dynamic
 * answers, as a server-rendered page is. The rendering, the navigation's JSON and the hints are still made once.
 */
export async function replyWithPageView(
  reply: FastifyReply,
  page: MemoryAnswer,
  token: string,
  status: 200 | 404,
): Promise<FastifyReply> {
  const html = (await page.bytes('identity')).toString('utf8').replace(PAGE_VIEW_PLACEHOLDER, token);
  return reply.code(status).type(page.type).send(html);
}
