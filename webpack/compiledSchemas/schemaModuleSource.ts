import { describeSchema, isZodSchema, UnsupportedSchemaError } from './describeSchema';

/**
 * The browser build's source of a module of `@mfp/shared` that defines zod schemas, from what that module exports
 * when Node runs it: each schema as `compiledSchema(<its description>)` (imported from `runtimeModule`), each constant
 * as its value. Throws `UnsupportedSchemaError` for an export that is neither (a function, a class, a non-plain
 * value) or a schema it cannot describe.
 */
export function schemaModuleSource(exports: Record<string, unknown>, runtimeModule: string, where: string): string {
  const lines = [`import { compiledSchema } from ${JSON.stringify(runtimeModule)};`];
  for (const [name, value] of Object.entries(exports)) {
    if (name === '__esModule') continue;
    if (isZodSchema(value)) {
      const description = JSON.stringify(describeSchema(value, `${where} ${name}`));
      lines.push(`export const ${name} = /*#__PURE__*/ compiledSchema(${description});`);
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    } else {
      throw new UnsupportedSchemaError(`${where} ${name}: only schemas and plain constants can be compiled`);
    }
  }
  return `${lines.join('\n')}\n`;
}
