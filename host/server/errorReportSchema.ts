import { FAILURE_CATALOGUE, FAILURE_KINDS, REPORT_LIMITS } from '@mfp/shared';

/**
 * JSON schema of `POST /_host/errors`, i.e. `FailureReport` from `@mfp/shared` with the shared limits. Unknown fields
 * are rejected rather than dropped, so a client that drifts from the contract hears about it instead of losing data.
 * Whether `code` belongs to `kind` is checked by the handler, as JSON schema cannot express that pairing readably.
 */
export const errorReportBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'kind', 'code', 'message', 'url'],
  properties: {
    remote: { type: 'string', minLength: 1, maxLength: REPORT_LIMITS.remote },
    version: { type: 'string', maxLength: REPORT_LIMITS.version },
    kind: { type: 'string', enum: FAILURE_KINDS },
    code: { type: 'string', enum: FAILURE_KINDS.map((kind) => FAILURE_CATALOGUE[kind].code) },
    message: { type: 'string', maxLength: REPORT_LIMITS.message },
    stack: { type: 'string', maxLength: REPORT_LIMITS.stack },
    url: { type: 'string', maxLength: REPORT_LIMITS.url },
  },
} as const;

export const errorReportAckSchema = {
  type: 'object',
  required: ['digest'],
  properties: { digest: { type: 'string' } },
} as const;
