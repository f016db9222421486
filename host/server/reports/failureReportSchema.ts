import { failureReportAckSchema, failureReportSchema } from '@mfp/shared/failures';
import * as z from 'zod/mini';

/**
 * JSON schemas of `POST /_host/errors`, generated from the one report contract in `@mfp/shared/failures`, so the
 * server's validation (ajv, fast and with byte limits before parsing) can never drift from what the browser sends.
 * `$schema` is dropped: ajv is told the draft by fastify, and a second declaration would only be noise.
 */
export function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  return rest;
}

export const failureReportBodyJsonSchema = jsonSchemaOf(failureReportSchema);
export const failureReportAckJsonSchema = jsonSchemaOf(failureReportAckSchema);
