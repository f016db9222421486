import { DEFAULT_MESSAGE, type CheckDescription, type SchemaDescription } from '@mfp/shared/validation';

/** What this file reads of a zod schema or check: its definition (zod v4's `_zod.def`). */
interface ZodDefinition {
  type?: string;
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  abort?: boolean;
  error?: (issue: object) => unknown;
  checks?: ZodThing[];
  innerType?: ZodThing;
  element?: ZodThing;
  options?: ZodThing[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, ZodThing>;
  catchall?: ZodThing;
}

interface ZodThing {
  _zod: { def: ZodDefinition; traits?: Set<string> };
}

/** A schema that `describeSchema` cannot describe: the browser build then keeps zod for its module, and says why. */
export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError';
}

export function isZodSchema(value: unknown): value is ZodThing {
  const zod = (value as { _zod?: { def?: unknown } } | null)?._zod;
  return typeof value === 'object' && value !== null && typeof zod?.def === 'object';
}

/** The schema's or check's own message, or undefined for zod's default (descriptions leave it out). */
function messageOf(def: ZodDefinition): string | undefined {
  const custom = def.error?.({});
  const message = typeof custom === 'string' ? custom : (custom as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== DEFAULT_MESSAGE ? message : undefined;
}

function describeCheck(check: ZodThing, where: string): CheckDescription {
  const def = check._zod.def;
  const message = messageOf(def);
  if (def.check === 'string_format' && def.pattern) {
    return { kind: 'pattern', source: def.pattern.source, flags: def.pattern.flags, message };
  }
  if (def.check === 'min_length' && def.minimum !== undefined)
    return { kind: 'min_length', value: def.minimum, message };
  if (def.check === 'max_length' && def.maximum !== undefined)
    return { kind: 'max_length', value: def.maximum, message };
  if ((def.check === 'greater_than' || def.check === 'less_than') && def.value !== undefined) {
    return { kind: def.check, value: def.value, inclusive: def.inclusive === true, message };
  }
  if (def.check === 'number_format' && def.format === 'safeint') return { kind: 'safe_integer', message };
  throw new UnsupportedSchemaError(
    `${where}: the check "${def.check ?? 'unknown'}${def.format ? ` ${def.format}` : ''}" has no plain description ` +
      '(a refine runs a function the browser build cannot copy: express it as a regex, length or bound)',
  );
}

/** A schema that is also a check (`z.int()`, `z.iso.datetime()`) runs itself first, then its other checks. */
function checksOf(schema: ZodThing, where: string): CheckDescription[] | undefined {
  const { def } = schema._zod;
  const own = def.check ? [describeCheck(schema, where)] : [];
  const checks = [...own, ...(def.checks ?? []).map((check) => describeCheck(check, where))];
  return checks.length > 0 ? checks : undefined;
}

/**
 * An object schema's description, or undefined for an object this file cannot describe: one with checks, or whose
 * other keys (`catchall`) must match a schema rather than anything (loose) or nothing (strict).
 */
function describeObject(def: ZodDefinition, where: string): SchemaDescription | undefined {
  const catchall = def.catchall?._zod.def.type;
  if ((def.checks ?? []).length > 0 || (catchall !== undefined && catchall !== 'unknown' && catchall !== 'never')) {
    return undefined;
  }
  const shape = Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([key, property]) => [key, describeSchema(property, `${where}.${key}`)]),
  );
  return {
    type: 'object',
    shape,
    loose: catchall === 'unknown' || undefined,
    strict: catchall === 'never' || undefined,
    message: messageOf(def),
  };
}

/**
 * The plain description of a zod/mini schema (`@mfp/shared/validation`'s `compiledSchema` runs it), or
 * `UnsupportedSchemaError` naming the first part it cannot describe. Covered: objects (plain, loose, strict), strings,
 * numbers, integers, booleans, unknown, literals, unions, optionals and arrays, with regex, format, length and bound
 * checks. Not covered: refinements, transforms, defaults, records, tuples, discriminated unions and the rest.
 */
export function describeSchema(schema: ZodThing, where = 'schema'): SchemaDescription {
  const { def } = schema._zod;
  switch (def.type) {
    case 'string':
    case 'number':
      return { type: def.type, checks: checksOf(schema, where), message: messageOf(def) };
    case 'array':
      if (!def.element) break;
      return {
        type: 'array',
        checks: checksOf(schema, where),
        element: describeSchema(def.element, `${where}[]`),
        message: messageOf(def),
      };
    case 'boolean':
    case 'unknown':
      if ((def.checks ?? []).length > 0) break;
      return { type: def.type, message: messageOf(def) };
    case 'enum':
      if (!Object.values(def.entries ?? {}).every((value) => ['string', 'number'].includes(typeof value))) break;
      return {
        type: 'literal',
        values: Object.values(def.entries ?? {}) as (string | number)[],
        message: messageOf(def),
      };
    case 'literal':
      if (
        !(def.values ?? []).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
      )
        break;
      return { type: 'literal', values: def.values as (string | number | boolean | null)[], message: messageOf(def) };
    case 'optional':
      if (!def.innerType) break;
      return { type: 'optional', inner: describeSchema(def.innerType, where) };
    case 'union':
      return {
        type: 'union',
        options: (def.options ?? []).map((option, index) => describeSchema(option, `${where}|${index}`)),
        message: messageOf(def),
      };
    case 'object': {
      const object = describeObject(def, where);
      if (!object) break;
      return object;
    }
  }
  throw new UnsupportedSchemaError(
    `${where}: a zod "${def.type ?? 'unknown'}" schema of this form has no plain description`,
  );
}
