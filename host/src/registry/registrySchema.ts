import * as z from 'zod/mini';

/** Registry limits: a remote's timeout must be long enough to be useful and short enough to fail visibly. */
export const MIN_TIMEOUT_MS = 100;
export const MAX_TIMEOUT_MS = 120_000;

const remoteName = z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be lowercase letters, digits or underscores'));
const route = z.string().check(z.regex(/^\/[a-z0-9][a-z0-9-]*$/, 'must be one path segment such as "/catalog"'));
const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an absolute http(s) URL'));

export const registryEntrySchema = z.object({
  name: remoteName,
  title: z.string().check(z.minLength(1), z.maxLength(60)),
  route,
  entry: httpUrl,
  module: z.string().check(z.regex(/^\.\/[A-Za-z0-9_/-]+$/, 'must look like "./App"')),
  version: z.optional(z.string().check(z.maxLength(64))),
  timeoutMs: z.optional(z.int().check(z.minimum(MIN_TIMEOUT_MS), z.maximum(MAX_TIMEOUT_MS))),
});

export const registryDocumentSchema = z.object({ remotes: z.array(z.unknown()) });
