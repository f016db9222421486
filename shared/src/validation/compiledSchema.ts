/**
 * A schema of `@mfp/shared` as the browser build runs it: a plain description of the zod schema, written at build time
 * by `webpack/compiledSchemas/` from the one definition, and checked here with zod's results (`success`, `data`,
 * issues with `path` and `message`) without zod's 8 KB gzip on the page's critical path (docs/decisions/0039).
 * `webpack/compiledSchemas/compiledSchema.test.ts` checks that both agree. No zod here, and nothing to import.
 */

/**
 * One check of a string, a number or an array, in the schema's order. `message` is the check's own; absent, zod's
 * default (`DEFAULT_MESSAGE`). Descriptions leave out what is default, to keep the page small.
 */
export type CheckDescription =
  | { kind: 'pattern'; source: string; flags: string; message?: string }
  | { kind: 'min_length' | 'max_length'; value: number; message?: string }
  | { kind: 'greater_than' | 'less_than'; value: number; inclusive: boolean; message?: string }
  /** An integer within the safe range; not an integer stops the checks after it, as zod's does. */
  | { kind: 'safe_integer'; message?: string };

export type SchemaDescription =
  | { type: 'string' | 'number' | 'array'; checks?: CheckDescription[]; message?: string; element?: SchemaDescription }
  | { type: 'boolean' | 'unknown'; message?: string }
  | { type: 'literal'; values: (string | number | boolean | null)[]; message?: string }
  | { type: 'optional'; inner: SchemaDescription }
  | { type: 'union'; options: SchemaDescription[]; message?: string }
  | {
      type: 'object';
      shape: Record<string, SchemaDescription>;
      /** Unknown keys kept (`looseObject`); `strict`: refused (`strictObject`); neither: dropped. */
      loose?: boolean;
      strict?: boolean;
      message?: string;
    };

export interface CompiledIssue {
  path: (string | number)[];
  message: string;
}

export type CompiledResult<T> = { success: true; data: T } | { success: false; error: { issues: CompiledIssue[] } };

export interface CompiledSchema<T = unknown> {
  safeParse(value: unknown): CompiledResult<T>;
}

type Issues = CompiledIssue[];

const patterns = new Map<string, RegExp>();

/** One RegExp per pattern, built on first use; `test` on a non-global pattern keeps no state. */
function pattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let compiled = patterns.get(key);
  if (!compiled) patterns.set(key, (compiled = new RegExp(source, flags)));
  return compiled;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's message where the schema gives none (zod/mini loads no locale). */
export const DEFAULT_MESSAGE = 'Invalid input';

function failed(issues: Issues, path: (string | number)[], message = DEFAULT_MESSAGE): undefined {
  issues.push({ path, message });
  return undefined;
}

/**
 * The checks' issues, as zod's `runChecks` adds them: after a value of the wrong type only the length checks run (on
 * anything with a `length`), and a number that is no integer stops the checks after it.
 */
function runChecks(
  checks: CheckDescription[],
  value: unknown,
  typed: boolean,
  path: (string | number)[],
  issues: Issues,
) {
  for (const check of checks) {
    let passed = true;
    switch (check.kind) {
      case 'min_length':
      case 'max_length': {
        const length = (value as { length?: unknown } | null | undefined)?.length;
        if (typeof length === 'number')
          passed = check.kind === 'min_length' ? length >= check.value : length <= check.value;
        break;
      }
      case 'pattern':
        passed = !typed || pattern(check.source, check.flags).test(value as string);
        break;
      case 'safe_integer':
        if (typed && !Number.isInteger(value)) {
          failed(issues, path, check.message);
          return;
        }
        passed = !typed || Number.isSafeInteger(value);
        break;
      case 'greater_than':
      case 'less_than': {
        const number = value as number;
        const above = check.inclusive ? number >= check.value : number > check.value;
        const below = check.inclusive ? number <= check.value : number < check.value;
        passed = !typed || (check.kind === 'greater_than' ? above : below);
        break;
      }
    }
    if (!passed) failed(issues, path, check.message);
  }
}

/** The value as zod's parse returns it (objects copied, unknown keys of strict-less objects dropped), issues added. */
function run(schema: SchemaDescription, value: unknown, path: (string | number)[], issues: Issues): unknown {
  switch (schema.type) {
    case 'optional':
      return value === undefined ? undefined : run(schema.inner, value, path, issues);
    case 'unknown':
      return value;
    case 'boolean':
      return typeof value === 'boolean' ? value : failed(issues, path, schema.message);
    case 'literal':
      return schema.values.includes(value as never) ? value : failed(issues, path, schema.message);
    case 'string':
    case 'number': {
      const typed =
        schema.type === 'string' ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value);
      if (!typed) failed(issues, path, schema.message);
      runChecks(schema.checks ?? [], value, typed, path, issues);
      return typed ? value : undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) {
        failed(issues, path, schema.message);
        runChecks(schema.checks ?? [], value, false, path, issues);
        return undefined;
      }
      runChecks(schema.checks ?? [], value, true, path, issues);
      const element = schema.element;
      return element ? value.map((item, index) => run(element, item, [...path, index], issues)) : [...value];
    }
    case 'union': {
      for (const option of schema.options) {
        const optionIssues: Issues = [];
        const result = run(option, value, path, optionIssues);
        if (optionIssues.length === 0) return result;
      }
      return failed(issues, path, schema.message);
    }
    case 'object': {
      if (!isRecord(value)) return failed(issues, path, schema.message);
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.shape)) {
        const parsed = run(property, value[key], [...path, key], issues);
        if (key in value || parsed !== undefined) result[key] = parsed;
      }
      const unknownKeys = Object.keys(value).filter((key) => !(key in schema.shape));
      if (schema.loose) for (const key of unknownKeys) result[key] = value[key];
      if (schema.strict && unknownKeys.length > 0) failed(issues, path, schema.message);
      return result;
    }
  }
}

/** The schema described, with zod's `safeParse`. */
export function compiledSchema<T = unknown>(schema: SchemaDescription): CompiledSchema<T> {
  return {
    safeParse(value) {
      const issues: Issues = [];
      const data = run(schema, value, [], issues);
      return issues.length === 0 ? { success: true, data: data as T } : { success: false, error: { issues } };
    },
  };
}
