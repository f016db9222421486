import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_LIMITS } from '@mfp/shared/failures';
import { serverErrorHandler } from '../http/serverErrorHandler';

/** What an intake takes, for its refusals' messages. */
export interface IntakeContract {
  /** `failure report`, `timing beacon`. */
  noun: string;
  /** How to send it right: the contract's name and its content types. */
  send: string;
  /** The body's bound in bytes, and the limits object that names it. */
  body: number;
  limits: string;
}

const FAILURE_REPORT_CONTRACT: IntakeContract = {
  noun: 'failure report',
  send: 'Send a FailureReport (see @mfp/shared) as JSON with "Content-Type: application/json"',
  body: REPORT_LIMITS.body,
  limits: 'REPORT_LIMITS',
};

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
  { noun, send: CONTRACT, body, limits }: IntakeContract,
): { status: number; message: string } | undefined {
  if (error.validation) {
    return { status: 400, message: `invalid ${noun}: ${describeValidationError(error)}. ${CONTRACT}.` };
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
          `${CONTRACT}, uncompressed (it is small) or compressed exactly as Content-Encoding says.`,
      };
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return {
        status: 415,
        message:
          `Content-Encoding "${request.headers['content-encoding'] ?? ''}" is not supported. ` +
          `${CONTRACT}, uncompressed (it is small) or compressed with gzip, deflate or br.`,
      };
    case REPORT_RATE_LIMITED:
      return { status: error.statusCode ?? 429, message: error.message };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: `the body is empty. ${CONTRACT}.` };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `the ${noun} is larger than ${body} bytes. Truncate its fields to ${limits} from @mfp/shared.`,
      };
    default:
      return undefined;
  }
}

/** The error handler of an intake: refusals worded for its contract, anything else the server's own. */
export function intakeErrorHandler(contract: IntakeContract) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const described = describeReportError(error, request, contract);
    if (!described) return serverErrorHandler(error, request, reply);
    return reply.code(described.status).send({ error: described.message });
  };
}

export const failureReportErrorHandler = intakeErrorHandler(FAILURE_REPORT_CONTRACT);
