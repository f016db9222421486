import { remoteManifestSchema } from '../compatibility/manifestSchema';
import { pageDataSchema } from '../page/pageDataSchema';
import { registryDocumentSchema, registryEntrySchema } from '../registry/registrySchema';
import { platformStatusSchema } from './platformStatus';

/** What zod keeps of a schema at run time: its kind, its checks, and the schemas inside it. */
interface SchemaDef {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  options?: { _zod: { def: SchemaDef } }[];
  valueType?: { _zod: { def: SchemaDef } };
  format?: string;
  /** Set on a discriminated union, whose def is otherwise a union's. */
  discriminator?: string;
}

/** Every kind, string format and check used anywhere in `schema`, e.g. `object`, `string:datetime`, `check:greater_than`. */
function kindsOf(schema: { _zod: { def: SchemaDef } }, into = new Set<string>()): Set<string> {
  const def = schema._zod.def;
  into.add(def.format ? `${def.type}:${def.format}` : def.discriminator ? `${def.type}:discriminated` : def.type);
  for (const check of def.checks ?? []) {
    const { check: name, format } = check._zod.def;
    into.add(format ? `check:${name}:${format}` : `check:${name}`);
  }
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...[def.element, def.innerType, def.valueType].filter((child) => child !== undefined),
  ];
  for (const child of inner) kindsOf(child, into);
  return into;
}

describe('platformStatusSchema', () => {
  // zod is one webpack module per file, shared by the host's boot path and the lazily loaded status page: a kind only
  // the status document uses would be kept in the shared copy, and every shop page would download it (decision 0046).
  it('uses no zod kind, format or check that the schemas of the host’s boot path do not already use', () => {
    const boot = new Set<string>();
    for (const schema of [pageDataSchema, registryDocumentSchema, registryEntrySchema, remoteManifestSchema]) {
      kindsOf(schema as unknown as { _zod: { def: SchemaDef } }, boot);
    }
    const status = kindsOf(platformStatusSchema as unknown as { _zod: { def: SchemaDef } });
    expect([...status].filter((kind) => !boot.has(kind))).toEqual([]);
  });
});
