import { describeSchema, isZodSchema, UnsupportedSchemaError } from './describeSchema';

/** A constant that JSON carries unchanged: primitives, and arrays and plain objects of them (`as const` lists). */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every(isPlainData);
  }
  return false;
}

/**
 * The browser build's source of a module of `@mfp/shared` that defines zod schemas, from what that module exports
 * when Node runs it: each schema as `compiledSchema(<its description>)` (imported from `runtimeModule`), each constant
 * (primitives, and arrays and plain objects of them) as its value. Throws `UnsupportedSchemaError` for an export that is neither (a function, a class, a non-plain
 * value) or a schema it cannot describe.
 */
export function schemaModuleSource(exports: Record<string, unknown>, runtimeModule: string, where: string): string {
  const lines = [`import { compiledSchema } from ${JSON.stringify(runtimeModule)};`];
  for (const [name, value] of Object.entries(exports)) {
    if (name === '__esModule') continue;
    if (isZodSchema(value)) {
      const description = JSON.stringify(describeSchema(value, `${where} ${name}`));
      lines.push(`export const ${name} = /*#__PURE__*/ compiledSchema(${description});`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    } else {
      throw new UnsupportedSchemaError(`${where} ${name}: only schemas and plain constants can be compiled`);
    }
  }
  return `${lines.join('\n')}\n`;
}
