import { parseRegistry, type ParsedRegistry } from './parseRegistry';
import { MAX_TIMEOUT_MS, MIN_TIMEOUT_MS, REMOTE_NAME_RULE, ROUTE_RULE } from '@mfp/shared/registry';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';

const catalog = testRegistryEntry('catalog', { timeoutMs: 5_000 });
const cart = {
  name: 'cart',
  title: 'Cart',
  route: '/cart',
  entry: 'https://cdn.example.test/remotes/cart/2.1.0/mf-manifest.json',
  module: './App',
};

/** Parses with the origins of both test entries allowed; the `allowedOrigins` cases below pass their own. */
const ALLOWED = { allowedOrigins: [TEST_STORE_ORIGIN, 'https://cdn.example.test'] };
const parse = (document: unknown) => parseRegistry(document, ALLOWED);

function expectOk(result: ParsedRegistry): Extract<ParsedRegistry, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got: ${result.message}`);
  return result;
}

/** Parses a registry with `catalog` first and `candidate` second; returns the one problem it must produce. */
function problemFor(candidate: unknown) {
  const result = expectOk(parse({ remotes: [catalog, candidate] }));
  expect(result.remotes).toEqual([catalog]);
  expect(result.problems).toHaveLength(1);
  const [problem] = result.problems;
  expect(problem?.index).toBe(1);
  return problem!;
}

describe('parseRegistry', () => {
  it('accepts a valid document and returns every entry in order, without problems', () => {
    const result = parse({ remotes: [catalog, cart] });
    expect(result).toEqual({ ok: true, remotes: [catalog, cart], problems: [] });
  });

  it('accepts an empty remotes array', () => {
    expect(parse({ remotes: [] })).toEqual({ ok: true, remotes: [], problems: [] });
  });

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an array', [catalog]],
    ['a number', 42],
  ])('rejects a document that is %s, saying it must be an object with a "remotes" array', (_, document) => {
    const result = parse(document);
    expect(result.ok).toBe(false);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('must be an object with a "remotes" array') });
  });

  it('rejects an object without a remotes array and names the "remotes" field in the message', () => {
    const missing = parse({ apps: [catalog] });
    expect(missing).toEqual({ ok: false, message: expect.stringMatching(/"remotes" array \(remotes: .+\)/) });

    const notAnArray = parse({ remotes: { catalog } });
    expect(notAnArray).toEqual({ ok: false, message: expect.stringMatching(/\(remotes: .+\)/) });
  });

  it('skips an entry missing its "entry" field with a problem naming the field, and keeps the other entries', () => {
    const { entry: _entry, ...withoutEntry } = cart;
    const result = expectOk(
      parse({ remotes: [catalog, withoutEntry, { ...cart, name: 'checkout', route: '/checkout' }] }),
    );

    expect(result.remotes.map((remote) => remote.name)).toEqual(['catalog', 'checkout']);
    expect(result.problems).toEqual([
      { index: 1, name: 'cart', route: '/cart', message: expect.stringMatching(/^entry: /) },
    ]);
  });

  it('reports every missing field of an entry in one problem', () => {
    const problem = problemFor({ name: 'bare' });
    expect(problem.name).toBe('bare');
    expect(problem).not.toHaveProperty('route');
    for (const field of ['title', 'route', 'entry', 'module']) expect(problem.message).toContain(`${field}: `);
  });

  it('skips an entry that is not an object, without a name', () => {
    const problem = problemFor('catalog');
    expect(problem.name).toBeUndefined();
    expect(problem.message).toMatch(/^\(entry\): /);
  });

  it.each([
    ['uppercase letters', 'Catalog'],
    ['a dash', 'my-remote'],
    ['a leading digit', '1catalog'],
    ['an empty string', ''],
  ])('skips a name with %s', (_, name) => {
    const problem = problemFor({ ...cart, name });
    expect(problem.message).toBe(`name: must be ${REMOTE_NAME_RULE}`);
  });

  it.each([
    ['without the leading slash', 'cart'],
    ['with two segments', '/shop/cart'],
    ['with a trailing slash', '/cart/'],
    ['that is the root', '/'],
    ['with uppercase letters', '/Cart'],
  ])('skips a route %s', (_, route) => {
    const problem = problemFor({ ...cart, route });
    expect(problem).toEqual({ index: 1, name: 'cart', message: `route: must be ${ROUTE_RULE}` });
  });

  it('keeps the readable route of an entry skipped for another field, so the route can show the failure', () => {
    expect(problemFor({ ...cart, module: 'App' })).toEqual({
      index: 1,
      name: 'cart',
      route: '/cart',
      message: 'module: must look like "./App"',
    });
    expect(problemFor({ ...cart, name: 'Cart', route: 42 })).not.toHaveProperty('route');
  });

  it.each([
    ['ftp', 'ftp://localhost:3100/mf-manifest.json'],
    ['a relative path', '/remotes/cart/mf-manifest.json'],
    ['javascript:', 'javascript:alert(1)'],
    ['a URL with a space', 'http://localhost:3100/a b.json'],
  ])('skips a non-http entry (%s)', (_, entry) => {
    const problem = problemFor({ ...cart, entry });
    expect(problem.message).toBe('entry: must be an absolute http(s) URL');
  });

  it('skips a module that does not look like "./App"', () => {
    expect(problemFor({ ...cart, module: 'App' }).message).toBe('module: must look like "./App"');
  });

  it.each([
    ['below the minimum', MIN_TIMEOUT_MS - 1],
    ['above the maximum', MAX_TIMEOUT_MS + 1],
    ['not an integer', 1500.5],
    ['a string', '5000'],
  ])('skips an entry whose timeoutMs is %s', (_, timeoutMs) => {
    const problem = problemFor({ ...cart, timeoutMs });
    expect(problem.message).toMatch(/^timeoutMs: /);
  });

  it('accepts timeoutMs exactly at the minimum and at the maximum', () => {
    const result = expectOk(
      parse({
        remotes: [
          { ...catalog, timeoutMs: MIN_TIMEOUT_MS },
          { ...cart, timeoutMs: MAX_TIMEOUT_MS },
        ],
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.remotes.map((remote) => remote.timeoutMs)).toEqual([MIN_TIMEOUT_MS, MAX_TIMEOUT_MS]);
  });

  it('skips a later entry whose name repeats an earlier one, naming the remote it clashes with', () => {
    const result = expectOk(parse({ remotes: [catalog, { ...cart, name: 'catalog' }, cart] }));
    expect(result.remotes.map((remote) => remote.name)).toEqual(['catalog', 'cart']);
    expect(result.problems).toEqual([
      { index: 1, name: 'catalog', route: '/cart', message: 'name or route already used by remote "catalog"' },
    ]);
  });

  it('skips a later entry whose route repeats an earlier one', () => {
    const result = expectOk(parse({ remotes: [catalog, cart, { ...cart, name: 'basket' }] }));
    expect(result.remotes).toEqual([catalog, cart]);
    expect(result.problems).toEqual([
      { index: 2, name: 'basket', route: '/cart', message: 'name or route already used by remote "cart"' },
    ]);
  });

  it('does not let an invalid entry reserve its name: a later valid entry with that name is kept', () => {
    const result = expectOk(parse({ remotes: [{ ...cart, entry: 'nope' }, cart] }));
    expect(result.remotes).toEqual([cart]);
    expect(result.problems).toEqual([
      { index: 0, name: 'cart', route: '/cart', message: 'entry: must be an absolute http(s) URL' },
    ]);
  });

  describe('allowedOrigins', () => {
    const allowedOrigins = ['http://localhost:3100', 'https://cdn.example.test'];
    const at = (entry: string) => ({ ...cart, name: 'intruder', route: '/intruder', entry });

    it('keeps entries on an allowed origin, whatever their path or explicit default port', () => {
      const onDefaultPort = at('https://cdn.example.test:443/remotes/x/mf-manifest.json');
      const result = parseRegistry({ remotes: [catalog, cart, onDefaultPort] }, { allowedOrigins });
      expect(result).toEqual({ ok: true, remotes: [catalog, cart, onDefaultPort], problems: [] });
    });

    it('skips an entry on another origin, naming its origin, the allowed ones and the fix', () => {
      const result = expectOk(
        parseRegistry({ remotes: [catalog, at('http://evil.test/mf-manifest.json'), cart] }, { allowedOrigins }),
      );
      expect(result.remotes).toEqual([catalog, cart]);
      expect(result.problems).toEqual([
        {
          index: 1,
          name: 'intruder',
          route: '/intruder',
          message:
            'entry origin http://evil.test is not an allowed remote origin ' +
            '(allowed: http://localhost:3100, https://cdn.example.test); add it to ALLOWED_REMOTE_ORIGINS on the host server',
        },
      ]);
    });

    it.each([
      ['another host name for the same machine', 'http://127.0.0.1:3100/mf-manifest.json', 'http://127.0.0.1:3100'],
      ['another scheme', 'https://localhost:3100/mf-manifest.json', 'https://localhost:3100'],
      ['another port', 'http://localhost:3101/mf-manifest.json', 'http://localhost:3101'],
      ['a look-alike host', 'http://localhost.evil.test:3100/mf-manifest.json', 'http://localhost.evil.test:3100'],
      ['credentials before the host', 'http://localhost:3100@evil.test/mf-manifest.json', 'http://evil.test'],
    ])('compares whole origins: refuses %s', (_, entry, origin) => {
      const result = expectOk(parseRegistry({ remotes: [at(entry)] }, { allowedOrigins }));
      expect(result.remotes).toEqual([]);
      expect(result.problems[0]?.message).toMatch(new RegExp(`^entry origin ${origin.replace(/\./g, '\\.')} is not`));
    });

    it('says "none" when no origin is allowed', () => {
      const result = expectOk(parseRegistry({ remotes: [catalog] }, { allowedOrigins: [] }));
      expect(result.problems[0]?.message).toContain('(allowed: none: the page lists no allowed origins)');
    });

    it('does not let a refused entry reserve its name or route', () => {
      const refused = { ...cart, entry: 'http://evil.test/mf-manifest.json' };
      const result = expectOk(parseRegistry({ remotes: [refused, cart] }, { allowedOrigins }));
      expect(result.remotes).toEqual([cart]);
      expect(result.problems).toEqual([
        { index: 0, name: 'cart', route: '/cart', message: expect.stringMatching(/^entry origin /) },
      ]);
    });

    it('skips an entry whose URL cannot be parsed', () => {
      const result = expectOk(parseRegistry({ remotes: [at('http://[bad/mf-manifest.json')] }, { allowedOrigins }));
      expect(result.problems[0]?.message).toBe('entry: must be an absolute http(s) URL');
    });
  });

  it('drops a previous release on an origin that is not allowed, keeping the live one, and says why', () => {
    const withForeignPrevious = {
      ...catalog,
      previous: { version: '0.9.0', entry: 'https://evil.example/remotes/catalog/0.9.0/mf-manifest.json' },
    };
    const result = expectOk(
      parseRegistry({ remotes: [withForeignPrevious] }, { allowedOrigins: ['http://localhost:3100'] }),
    );
    expect(result.remotes).toEqual([catalog]);
    expect(result.problems).toEqual([
      {
        index: 0,
        name: 'catalog',
        route: '/catalog',
        message: expect.stringMatching(
          /^previous release ignored: entry origin https:\/\/evil\.example is not an allowed/,
        ),
      },
    ]);
  });

  describe('requireIntegrity (every production build of the host)', () => {
    const integrity = { manifest: `sha384-${'A'.repeat(64)}`, entry: `sha384-${'B'.repeat(64)}` };
    const previous = { version: '0.9.0', entry: 'http://localhost:3100/remotes/catalog/0.9.0/mf-manifest.json' };
    const checked = { ...catalog, integrity };

    it('is off in the tests, which are no production build, and off when asked', () => {
      expect(expectOk(parse({ remotes: [catalog] })).remotes).toEqual([catalog]);
      expect(expectOk(parseRegistry({ remotes: [catalog] }, { ...ALLOWED, requireIntegrity: false })).problems).toEqual(
        [],
      );
    });

    it('skips an entry without integrity, keeping its route for the fallback, and says how to fix it', () => {
      const result = expectOk(parseRegistry({ remotes: [catalog, checked] }, { ...ALLOWED, requireIntegrity: true }));
      // A skipped entry does not reserve its name: a later entry with integrity is kept.
      expect(result.remotes).toEqual([checked]);
      expect(result.problems).toEqual([
        {
          index: 0,
          name: 'catalog',
          route: '/catalog',
          message: expect.stringMatching(/^integrity: missing; .* deploy them with `npm run deploy`/),
        },
      ]);
    });

    it('keeps an entry with integrity, and its previous release when that has its own', () => {
      const withPrevious = { ...checked, previous: { ...previous, integrity } };
      const result = expectOk(parseRegistry({ remotes: [withPrevious] }, { ...ALLOWED, requireIntegrity: true }));
      expect(result).toMatchObject({ remotes: [withPrevious], problems: [] });
    });

    it('drops a previous release without integrity, keeping the live one, and says why', () => {
      const result = expectOk(
        parseRegistry({ remotes: [{ ...checked, previous }] }, { ...ALLOWED, requireIntegrity: true }),
      );
      expect(result.remotes).toEqual([checked]);
      expect(result.problems).toEqual([
        {
          index: 0,
          name: 'catalog',
          route: '/catalog',
          message: expect.stringMatching(/^previous release ignored: integrity: missing/),
        },
      ]);
    });
  });
});
