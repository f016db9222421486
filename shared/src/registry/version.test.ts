import { isSemanticVersion, isVersion, MAX_VERSION_LENGTH, SEMANTIC_VERSION_RULE, VERSION_RULE } from './version';

/*
 * One rule replaces five: the remotes' package.json and `--version` (semantic, no length limit in the first),
 * `--to` and the store's folders (one segment of at most 64), the registry and the reports (at most 64, any text).
 */
describe('the version rule', () => {
  it.each(['1.0.0', '1.2.0-rc.1', '1.0.0+build.7', '1.0.0-a1b2c3d4', '1.0.0-rc.1.a1b2c3d4', '10.20.30'])(
    'takes %s as a version and a semantic version',
    (version) => {
      expect(isVersion(version)).toBe(true);
      expect(isSemanticVersion(version)).toBe(true);
    },
  );

  it.each(['1.0', 'v1.0.0', 'latest', 'dev', '2026_01_31', '1.0.0.0'])(
    'takes %s as a version the store can hold, but not as one to publish under',
    (version) => {
      expect(isVersion(version)).toBe(true);
      expect(isSemanticVersion(version)).toBe(false);
    },
  );

  it.each(['', '.', '..', '.hidden', '../1.0.0', '1.0.0/x', 'a\\b', '1.0 beta', '-1.0.0', '1.0.0%2F', 'ü1.0.0'])(
    'refuses %j, which cannot name a folder or a URL segment',
    (version) => {
      expect(isVersion(version)).toBe(false);
      expect(isSemanticVersion(version)).toBe(false);
    },
  );

  it(`holds versions to ${MAX_VERSION_LENGTH} characters, semantic or not`, () => {
    const longest = `1.0.0-${'a'.repeat(MAX_VERSION_LENGTH - 6)}`;
    expect(isSemanticVersion(longest)).toBe(true);
    expect(isVersion(`${longest}a`)).toBe(false);
    expect(isSemanticVersion(`${longest}a`)).toBe(false);
    expect(isVersion('x'.repeat(MAX_VERSION_LENGTH))).toBe(true);
  });

  it('says what it asks, for messages', () => {
    expect(VERSION_RULE).toContain(`at most ${MAX_VERSION_LENGTH}`);
    expect(SEMANTIC_VERSION_RULE).toContain('1.2.0');
  });
});
