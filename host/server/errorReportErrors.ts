import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_LIMITS } from '@mfp/shared';
import { serverErrorHandler } from './serverErrorHandler';

const CONTRACT = 'Send a FailureReport (see @mfp/shared) as JSON with "Content-Type: application/json"';

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
    return { status: 400, message: `invalid error report: ${describeValidationError(error)}. ${CONTRACT}.` };
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

export function errorReportErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const described = describeReportError(error, request);
  if (!described) return serverErrorHandler(error, request, reply);
  return reply.code(described.status).send({ error: described.message });
}
