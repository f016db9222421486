import { defaultVersion } from './defaultVersion';
import { isSemanticVersion } from '@mfp/shared/registry';

const HASH = 'a1b2c3d4'.padEnd(64, '0');

describe('defaultVersion', () => {
  it('adds the short content hash to the package version as a pre-release', () => {
    expect(defaultVersion('1.0.0', HASH)).toBe('1.0.0-a1b2c3d4');
  });

  it('extends an existing pre-release or build part with a dot, so the version stays semantic', () => {
    expect(defaultVersion('1.0.0-rc.1', HASH)).toBe('1.0.0-rc.1.a1b2c3d4');
    expect(defaultVersion('1.0.0+build.7', HASH)).toBe('1.0.0+build.7.a1b2c3d4');
  });

  it('gives a version the deploy command and the API would accept (a semantic version), and that needs no URL escaping', () => {
    for (const version of ['1.0.0', '1.0.0-rc.1', '10.20.30']) {
      const made = defaultVersion(version, HASH);
      expect(isSemanticVersion(made)).toBe(true);
      expect(encodeURIComponent(made)).toBe(made);
    }
  });

  it('changes with the content and only with it', () => {
    expect(defaultVersion('1.0.0', HASH)).toBe(defaultVersion('1.0.0', HASH));
    expect(defaultVersion('1.0.0', 'ffffffff'.padEnd(64, '0'))).not.toBe(defaultVersion('1.0.0', HASH));
  });
});
