import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_LIMITS } from '@mfp/shared/failures';
import { serverErrorHandler } from '../http/serverErrorHandler';

const CONTRACT = 'Send a FailureReport (see @mfp/shared) as JSON with "Content-Type: application/json"';

/** A report refused for a reason fastify has no code for; the handler below words the answer. */
export const REPORT_FORBIDDEN_KEY = 'MFP_REPORT_FORBIDDEN_KEY';
export const REPORT_RATE_LIMITED = 'MFP_REPORT_RATE_LIMITED';

export function reportError(code: string, statusCode: number, message: string = code): FastifyError {
  return Object.assign(new Error(message), { code, statusCode, name: 'ReportError' });
}

/** ajv's messages omit the offending name or the allowed values; both are what a client author needs to fix it. */
function describeValidationError(error: FastifyError): string {
  const first = error.validation?.[0];
  const params = (first?.params ?? {}) as { additionalProperty?: string; allowedValues?: unknown[] };
  if (first?.keyword === 'additionalProperties' && params.additionalProperty) {
    return `${error.message}: "${params.additionalProperty}" is not a report field`;
  }
  if (first?.keyword === 'enum' && params.allowedValues) {
    return `${error.message} (${params.allowedValues.join(', ')})`;
  }
  return error.message;
}

/** Says what was wrong with a rejected report and how to fix it; never echoes a stack trace. */
function describeReportError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  if (error.validation) {
    return { status: 400, message: `invalid failure report: ${describeValidationError(error)}. ${CONTRACT}.` };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        message: `Content-Type "${request.headers['content-type'] ?? '(none)'}" is not accepted. ${CONTRACT}.`,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        message: `the body is not valid JSON. ${CONTRACT}, e.g. the result of JSON.stringify(report).`,
      };
    case REPORT_FORBIDDEN_KEY:
      return {
        status: 400,
        message:
          'the body contains a "__proto__" or "constructor.prototype" key, which is refused because such keys can ' +
          `tamper with objects on the server. ${CONTRACT}, with only the report's own fields.`,
      };
    case 'FST_CP_ERR_INVALID_CONTENT':
      return {
        status: 400,
        message:
          `the body could not be decompressed as Content-Encoding "${request.headers['content-encoding'] ?? ''}" says. ` +
          `${CONTRACT}, uncompressed (reports are small) or compressed exactly as Content-Encoding says.`,
      };
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return {
        status: 415,
        message:
          `Content-Encoding "${request.headers['content-encoding'] ?? ''}" is not supported. ` +
          `${CONTRACT}, uncompressed (reports are small) or compressed with gzip, deflate or br.`,
      };
    case REPORT_RATE_LIMITED:
      return { status: error.statusCode ?? 429, message: error.message };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: `the body is empty. ${CONTRACT}.` };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `the report is larger than ${REPORT_LIMITS.body} bytes. Truncate its fields to REPORT_LIMITS from @mfp/shared.`,
      };
    default:
      return undefined;
  }
}

export function failureReportErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const described = describeReportError(error, request);
  if (!described) return serverErrorHandler(error, request, reply);
  return reply.code(described.status).send({ error: described.message });
}
