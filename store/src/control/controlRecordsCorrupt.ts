import type * as z from 'zod';
import { StoreError } from '../StoreError';

/** `control-records-corrupt` for `location` (a file, a line of one, or a table), saying what is wrong and the fix. */
function controlRecordsCorrupt(location: string, problem: string, cause?: unknown): StoreError {
  return new StoreError(
    'control-records-corrupt',
    `${location} is corrupt: ${problem}. The deploy API cannot check tokens or registrations until it is fixed: ` +
      'restore it from a backup, or fix the broken entry by hand.',
    { cause },
  );
}

/** `value` as `schema` reads it, or `control-records-corrupt` naming the first problem's field. */
export function parseControlRecord<S extends z.ZodType>(schema: S, value: unknown, location: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? `field "${issue.path.join('.')}": ` : '';
  throw controlRecordsCorrupt(location, `${field}${issue?.message ?? 'not of the expected shape'}`, parsed.error);
}

/** Parses JSON text, or `control-records-corrupt` naming `location`. */
export function parseControlJson(text: string, location: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw controlRecordsCorrupt(location, `not valid JSON (${(error as Error).message})`, error);
  }
}
