import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { remoteManifestSchema } from '@mfp/shared/compatibility';
import { pageDataSchema } from '@mfp/shared/page';
import { registryDocumentSchema, registryEntrySchema, routeSchema } from '@mfp/shared/registry';
import { timingBeaconSchema } from '@mfp/shared/status';
import { compiledSchema } from '@mfp/shared/validation';
import { testRegistryEntry } from '@mfp/testing';
import { describeSchema, UnsupportedSchemaError } from './describeSchema';
import { schemaModuleSource } from './schemaModuleSource';

const SRI = `sha384-${'A'.repeat(64)}`;
const manifestsDir = path.dirname(require.resolve('@mfp/testing/manifests/catalog.json'));
const manifest = (name: string): unknown => JSON.parse(readFileSync(path.join(manifestsDir, `${name}.json`), 'utf8'));

/** Values put in place of every property, and of the whole: each type zod tells apart, and the bounds' edges. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  0,
  1.5,
  99,
  100,
  120_000,
  120_001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  -1,
  '',
  'x',
  'UPPER',
  '/catalog',
  '/a/b',
  './App',
  'http://localhost:3100/x.json',
  'https:// spaced',
  '1.0.0',
  '..',
  'v'.repeat(64),
  'v'.repeat(65),
  't'.repeat(61),
  '2026-11-22T17:21:00Z',
  '2026-02-30T17:21:00Z',
  '2026-11-22T17:21:00+01:00',
  SRI,
  `${SRI}=`,
  true,
  false,
  [],
  ['x'],
  [1],
  {},
];

/** `value` and every variant of it with one property (at any depth) removed or replaced by an odd value. */
function variants(value: unknown): unknown[] {
  const found: unknown[] = [value, ...ODD_VALUES];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const variant of variants(item).slice(1)) found.push(value.map((old, at) => (at === index ? variant : old)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, property] of Object.entries(value)) {
      const { [key]: _removed, ...without } = value as Record<string, unknown>;
      found.push(without);
      for (const variant of variants(property).slice(1)) found.push({ ...value, [key]: variant });
    }
    found.push({ ...value, unknownKey: 'kept or dropped' });
  }
  return found;
}

/** zod's answer in the compiled validator's terms. */
function zodAnswer(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues.map(({ path: at, message }) => ({ path: at, message })) };
}

function compiledAnswer(schema: z.ZodMiniType, value: unknown) {
  const result = compiledSchema(describeSchema(schema as never)).safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}

const fullEntry = testRegistryEntry('catalog', {
  timeoutMs: 5000,
  deployedAt: '2026-11-22T17:21:00Z',
  integrity: { manifest: SRI, entry: SRI },
  previous: {
    version: '0.9.0',
    entry: 'http://localhost:3100/remotes/catalog/0.9.0/mf-manifest.json',
    integrity: { manifest: SRI, entry: SRI },
  },
});

const cases: [string, z.ZodMiniType, unknown[]][] = [
  ['a registry entry', registryEntrySchema, [fullEntry, testRegistryEntry('cart')]],
  ['a registry document', registryDocumentSchema, [{ remotes: [fullEntry, 3] }]],
  ['a route', routeSchema, ['/catalog']],
  [
    'the page data',
    pageDataSchema,
    [
      {
        allowedRemoteOrigins: ['http://localhost:3100'],
        overrideOrigins: ['x'],
        registry: { remotes: [] },
        timings: { sampleRate: 0.5 },
      },
    ],
  ],
  // A strict object with enums: issue 22's beacon, should the page ever check one.
  [
    'a timing beacon',
    timingBeaconSchema,
    [{ remote: 'catalog', version: '1.0.0', source: 'live', trigger: 'navigation', ms: 120 }],
  ],
  [
    'a manifest',
    remoteManifestSchema,
    [manifest('catalog'), manifest('foreign_react18_strict'), manifest('foreign_no_router')],
  ],
];

describe('a compiled schema answers as zod does', () => {
  it.each(cases)('%s: same success, data, issue paths and messages, for every variant', (_name, schema, valid) => {
    const values = valid.flatMap(variants);
    let failures = 0;
    for (const value of values) {
      const expected = zodAnswer(schema, value);
      if (!expected.success) failures += 1;
      expect({ value, answer: compiledAnswer(schema, value) }).toEqual({ value, answer: expected });
    }
    // The variants exercise both answers: otherwise agreeing would prove little.
    expect(failures).toBeGreaterThanOrEqual(20);
    expect(failures).toBeLessThan(values.length);
  });
});

describe('what cannot be compiled', () => {
  it('a refinement is refused with the schema part named', () => {
    const refined = z.object({ size: z.string().check(z.refine((value) => value.length > 2, 'too short')) });
    expect(() => describeSchema(refined as never, 'example')).toThrow(
      new UnsupportedSchemaError(
        'example.size: the check "custom" has no plain description (a refine runs a function the browser build cannot copy: express it as a regex, length or bound)',
      ),
    );
  });

  it('a module exporting a function is refused; schemas and constants, lists included, are compiled', () => {
    const source = schemaModuleSource({ LIMIT: 3, NAME: 'x', routeSchema }, '/runtime.ts', 'm.ts');
    expect(source).toContain('import { compiledSchema } from "/runtime.ts";');
    expect(source).toContain('export const LIMIT = 3;');
    expect(source).toContain('export const NAME = "x";');
    expect(source).toContain('export const routeSchema = /*#__PURE__*/ compiledSchema({"type":"string"');
    const lists = schemaModuleSource({ KINDS: ['a', 'b'], LIMITS: { max: 3 } }, '/runtime.ts', 'm.ts');
    expect(lists).toContain('export const KINDS = ["a","b"];');
    expect(lists).toContain('export const LIMITS = {"max":3};');
    expect(() => schemaModuleSource({ check: () => true }, '/runtime.ts', 'm.ts')).toThrow(UnsupportedSchemaError);
    expect(() => schemaModuleSource({ when: new Date(0) }, '/runtime.ts', 'm.ts')).toThrow(UnsupportedSchemaError);
  });
});
