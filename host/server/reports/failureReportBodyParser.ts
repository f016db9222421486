import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_FORBIDDEN_KEY, reportError } from './failureReportErrors';

type Done = (error: Error | null, body?: unknown) => void;
/** fastify's default JSON parser is callback-style; its declared type also allows a promise form it does not use. */
type CallbackJsonParser = (request: FastifyRequest, body: string, done: Done) => void;

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Accepts JSON only (fastify would otherwise parse text/plain into a string and answer with a confusing shape error),
 * through fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys. That refusal comes out as
 * "not valid JSON", which is untrue and sends a client author looking in the wrong place, so it is told apart here.
 * `textPlain` also reads a `text/plain` body as JSON: what `navigator.sendBeacon` sends for a string, which a page
 * uses because a beacon with a JSON type would need a CORS preflight it cannot wait for.
 */
export function acceptJsonReportsOnly(app: FastifyInstance, { textPlain = false }: { textPlain?: boolean } = {}): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error') as CallbackJsonParser;
  const types = textPlain ? ['application/json', 'text/plain'] : 'application/json';
  app.addContentTypeParser(types, { parseAs: 'string' }, (request, body, done: Done) => {
    const text = String(body); // a string already (parseAs); the declared type does not know
    parseJson(request, text, (error, parsed) => {
      const refusedKey = (error as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(text);
      done(refusedKey ? reportError(REPORT_FORBIDDEN_KEY, 400) : error, parsed);
    });
  });
}
