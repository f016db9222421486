import { checkRegistryBody, countVerdict, emptyTally } from './registryBodyCheck';

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const integrities = new Map([
  ['1.0.0', { manifest: sri('A'), entry: sri('B') }],
  ['1.0.0-switch.1', { manifest: sri('A'), entry: sri('C') }],
]);
const STORE = 'http://127.0.0.1:4000';

function body(version: string, overrides: Record<string, unknown> = {}): string {
  const catalog = {
    name: 'catalog',
    title: 'Catalog',
    route: '/catalog',
    module: './App',
    version,
    entry: `${STORE}/remotes/catalog/${version}/mf-manifest.json`,
    integrity: integrities.get(version),
    ...overrides,
  };
  return JSON.stringify({ remotes: [{ name: 'cart', version: '9.9.9' }, catalog] });
}

const check = (status: number, text: string) => checkRegistryBody(status, text, 'catalog', integrities);

describe('checkRegistryBody', () => {
  it.each([...integrities.keys()])('counts a whole entry of %s as served', (version) => {
    expect(check(200, body(version))).toEqual({ kind: 'served', version });
  });

  // "1.0.0" starts "1.0.0-switch.1": only the URL's whole path segment counts.
  it("finds an entry naming one version with the other's manifest URL", () => {
    expect(check(200, body('1.0.0', { entry: `${STORE}/remotes/catalog/1.0.0-switch.1/mf-manifest.json` }))).toEqual({
      kind: 'mixed',
      reason: `version 1.0.0 with entry "${STORE}/remotes/catalog/1.0.0-switch.1/mf-manifest.json"`,
    });
  });

  it("finds an entry with the other version's integrity", () => {
    expect(check(200, body('1.0.0-switch.1', { integrity: integrities.get('1.0.0') }))).toMatchObject({
      kind: 'mixed',
      reason: 'version 1.0.0-switch.1 with the integrity of another version',
    });
    expect(check(200, body('1.0.0', { integrity: undefined }))).toMatchObject({ kind: 'mixed' });
  });

  it('finds a version that is neither of the two', () => {
    expect(check(200, body('2.0.0'))).toMatchObject({ kind: 'mixed', reason: expect.stringContaining('"2.0.0"') });
  });

  it.each([
    [503, body('1.0.0'), 'status 503'],
    [200, '{"remotes": [', 'the body is not JSON'],
    [200, 'null', 'the body has no remotes list'],
    [200, JSON.stringify({ remotes: [{ name: 'cart' }] }), 'the registry has no entry for catalog'],
  ])('calls an answer with status %s that is no registry invalid (%#)', (status, text, reason) => {
    expect(check(status, text)).toEqual({ kind: 'invalid', reason });
  });
});

describe('countVerdict', () => {
  it('counts responses per version, mixed and invalid ones, and keeps the first five reasons', () => {
    const tally = emptyTally(integrities.keys());
    countVerdict(tally, { kind: 'served', version: '1.0.0' });
    countVerdict(tally, { kind: 'served', version: '1.0.0' });
    for (let index = 0; index < 6; index += 1) countVerdict(tally, { kind: 'mixed', reason: `m${index}` });
    countVerdict(tally, { kind: 'invalid', reason: 'status 502' });
    expect(tally).toEqual({
      byVersion: { '1.0.0': 2, '1.0.0-switch.1': 0 },
      mixed: 6,
      invalid: 1,
      reasons: ['mixed: m0', 'mixed: m1', 'mixed: m2', 'mixed: m3', 'mixed: m4'],
    });
  });
});
