import { createHash } from 'node:crypto';
import { MAX_MODULE_FILES, registryEntrySchema, sriSchema } from './registrySchema';

describe('registryEntrySchema', () => {
  it('keeps the fields of an entry and drops the ones it does not know', () => {
    const parsed = registryEntrySchema.parse({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
      extra: 'dropped',
    });
    expect(parsed).toEqual({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    });
  });

  it('refuses an entry whose name could not be a federation name', () => {
    const result = registryEntrySchema.safeParse({
      name: 'Catalog-1',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/m.json',
      module: './App',
    });
    expect(result.success).toBe(false);
  });

  describe('preload', () => {
    const base = {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    };
    const integrity = `sha384-${'a'.repeat(64)}`;
    const withPreload = (preload: unknown) => registryEntrySchema.safeParse({ ...base, preload }).success;

    it('accepts paths inside the release, with and without an entry', () => {
      expect(withPreload({ entry: 'remoteEntry.js', chunks: [{ path: 'js/app.0123abcd.js', integrity }] })).toBe(true);
      expect(withPreload({ chunks: [] })).toBe(true);
    });

    it.each(['../x.js', '/x.js', 'https://evil.example/x.js', 'a//b.js', './x.js', '.hidden.js', 'x y.js', ''])(
      'refuses the path %j: a hint must stay inside the release',
      (path) => {
        expect(withPreload({ chunks: [{ path, integrity }] })).toBe(false);
        expect(withPreload({ entry: path, chunks: [] })).toBe(false);
      },
    );

    it('refuses a chunk without an SRI value, and more chunks than a page announces', () => {
      expect(withPreload({ chunks: [{ path: 'x.js', integrity: 'sha256-x' }] })).toBe(false);
      expect(withPreload({ chunks: Array.from({ length: 33 }, () => ({ path: 'x.js', integrity })) })).toBe(false);
    });
  });

  describe('integrity', () => {
    const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    const entry = {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    };

    it('accepts the SRI of the manifest and the entry, for the live and the previous release', () => {
      const integrity = { manifest: sri('manifest'), entry: sri('entry') };
      const previous = { version: '0.9.0', entry: entry.entry, integrity };
      expect(registryEntrySchema.parse({ ...entry, integrity, previous })).toEqual({ ...entry, integrity, previous });
    });

    it.each([
      ['another algorithm', `sha256-${createHash('sha256').update('x').digest('base64')}`],
      ['hex instead of base64', `sha384-${createHash('sha384').update('x').digest('hex')}`],
      ['no prefix', createHash('sha384').update('x').digest('base64')],
      ['a truncated digest', sri('x').slice(0, -4)],
      ['characters outside base64', `${sri('x').slice(0, -1)}"`],
      ['two values', `${sri('x')} ${sri('y')}`],
    ])('refuses an integrity value with %s, saying what it must be', (_, value) => {
      const result = sriSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must be "sha384-" followed by the base64 SHA-384 of the file');
      expect(registryEntrySchema.safeParse({ ...entry, integrity: { manifest: value, entry: sri('e') } }).success).toBe(
        false,
      );
    });

    it('refuses an integrity object missing one of its files', () => {
      expect(registryEntrySchema.safeParse({ ...entry, integrity: { manifest: sri('m') } }).success).toBe(false);
    });

    it("carries the integrity of an ES-module release's module files, inside the release and within the bound", () => {
      const listed = (modules: Record<string, string>) =>
        Object.entries(modules).map(([path, integrity]) => ({ path, integrity }));
      const integrity = (modules: Record<string, string>) => ({
        manifest: sri('m'),
        entry: sri('e'),
        modules: listed(modules),
      });
      const parses = (modules: Record<string, string>) =>
        registryEntrySchema.safeParse({ ...entry, integrity: integrity(modules) }).success;
      const modules = { 'assets/App-DUF7hd33.js': sri('app'), 'assets/dist-bmN9n4qL.js': sri('dist') };
      expect(registryEntrySchema.parse({ ...entry, integrity: integrity(modules) }).integrity?.modules).toEqual(
        listed(modules),
      );
      expect(parses({ '../evil.js': sri('x') })).toBe(false);
      expect(parses({ 'https://evil.example/x.js': sri('x') })).toBe(false);
      expect(parses({ 'assets/x.js': 'sha256-x' })).toBe(false);
      const files = (count: number) =>
        Object.fromEntries(Array.from({ length: count }, (_, index) => [`assets/m${index}.js`, sri(String(index))]));
      expect(parses(files(MAX_MODULE_FILES))).toBe(true);
      expect(parses(files(MAX_MODULE_FILES + 1))).toBe(false);
    });
  });

  describe('serverRender', () => {
    const base = {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    };
    const parse = (serverRender: Record<string, unknown>) => registryEntrySchema.safeParse({ ...base, serverRender });

    it('carries an output limit within the bounds SERVER_RENDER_OUTPUT_KB has, beside the other limits', () => {
      for (const outputKb of [16, 4096, 65_536])
        expect(parse({ enabled: true, outputKb }).data?.serverRender).toEqual({ enabled: true, outputKb });
      expect(parse({ enabled: true, deadlineMs: 500, memoryMb: 64, outputKb: 128 }).success).toBe(true);
    });

    it('refuses an output limit out of bounds or not whole, naming the field', () => {
      for (const outputKb of [15, 65_537, 1.5, '4096']) {
        const result = parse({ enabled: true, outputKb });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path)).toEqual([['serverRender', 'outputKb']]);
      }
    });
  });
});
