// The modules themselves, not host/server's index: a build script must not load fastify to print an error.
import { PortInUseError } from '@mfp/host-server';
import { SettingsError } from '@mfp/settings';
import { StoreError } from '@mfp/store';
import { describeFailure } from './runMain';
import { UserFacingError } from '@mfp/settings/command';

describe('describeFailure', () => {
  it.each([
    new UserFacingError('remotes/x/package.json is not valid JSON. Fix its syntax.'),
    new StoreError('version-published', 'catalog@1.0.0 is already published. Publish it under a new version instead.'),
    new SettingsError('PORT must be a number'),
    new PortInUseError('host', 3000),
  ])('prints an expected error as its message alone: %s', (error) => {
    expect(describeFailure(error)).toBe(error.message);
  });

  it('prints an unexpected error with its stack', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(describeFailure(error)).toBe(error.stack);
    expect(describeFailure(error)).toContain('runMain.test.ts');
  });

  it('prints a thrown non-error as text', () => {
    expect(describeFailure('plain string')).toBe('plain string');
  });
});
