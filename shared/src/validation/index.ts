export {
  compiledSchema,
  type CheckDescription,
  type CompiledIssue,
  type CompiledResult,
  type CompiledSchema,
  type SchemaDescription,
} from './compiledSchema';
