export {
  compiledSchema,
  DEFAULT_MESSAGE,
  type CheckDescription,
  type CompiledIssue,
  type CompiledResult,
  type CompiledSchema,
  type SchemaDescription,
} from './compiledSchema';
