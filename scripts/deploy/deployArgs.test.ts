import { UsageError } from '@mfp/settings/command';
import { exitCodeOf } from '../lib/runMain';
import { DEPLOY_USAGE, parseDeployArgs } from './deployArgs';

/** The UsageError that parsing `args` throws; fails the test when parsing succeeds. */
function refusal(...args: string[]): UsageError {
  try {
    parseDeployArgs(args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error(`parseDeployArgs accepted ${args.join(' ')}`);
}

describe('parseDeployArgs', () => {
  it('reads a deploy with its defaults', () => {
    expect(parseDeployArgs(['catalog'])).toEqual({ kind: 'deploy', remote: 'catalog', force: false });
  });

  it('reads every option of a deploy', () => {
    expect(parseDeployArgs(['catalog', '--version', '1.2.0-rc.1', '--store', '/srv/store', '--force'])).toEqual({
      kind: 'deploy',
      remote: 'catalog',
      version: '1.2.0-rc.1',
      storeDir: '/srv/store',
      force: true,
    });
    expect(parseDeployArgs(['--version=2.0.0', 'cart'])).toMatchObject({ remote: 'cart', version: '2.0.0' });
  });

  it('reads a rollback and a switch to a given version', () => {
    expect(parseDeployArgs(['catalog', '--rollback'])).toEqual({ kind: 'rollback', remote: 'catalog', force: false });
    expect(parseDeployArgs(['catalog', '--to', '1.0.0-a1b2c3d4', '--force'])).toEqual({
      kind: 'switch',
      remote: 'catalog',
      version: '1.0.0-a1b2c3d4',
      force: true,
    });
  });

  it('answers --help and -h with the usage, whatever else is given', () => {
    expect(parseDeployArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseDeployArgs(['catalog', '-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['catalog', '--verison', '1.0.0'], 'unknown option --verison'],
    [['catalog', '-f'], 'unknown option -f'],
    [['catalog', '--version'], '--version needs a value'],
    [['catalog', '--version', '--force'], '--version needs a value'],
    [['catalog', '--to'], '--to needs a value'],
    [['catalog', '--store'], '--store needs a value'],
    [['catalog', '--force=yes'], '--force takes no value'],
    [['catalog', '--store', ' '], '--store needs a folder'],
    [['catalog', '--version', '1.0.0', '--version', '2.0.0'], '--version is given more than once'],
    [[], 'name the remote to deploy'],
    [['catalog', 'cart'], 'deploy one remote at a time (got catalog, cart)'],
    [['catalog', '--rollback', '--to', '1.0.0'], '--rollback goes to the previous release and --to to a given one'],
    [['catalog', '--rollback', '--version', '1.0.0'], '--version names a new release'],
    [['catalog', '--to', '1.0.0', '--version', '1.0.1'], '--version names a new release'],
  ])('refuses %j with one line naming the problem and the usage (exit code 2)', (args, problem) => {
    const error = refusal(...args);
    expect(error.message).toBe(`${error.message.split('. Usage: ')[0]}. Usage: ${DEPLOY_USAGE}`);
    expect(error.message.startsWith(problem)).toBe(true);
    expect(error.message).not.toContain('\n');
    expect(exitCodeOf(error)).toBe(2);
  });

  it.each(['../catalog', '/srv/catalog', 'catalog/../cart', 'Catalog', 'my-remote', '.', '', 'cat alog'])(
    'refuses the remote name %j, which could be a path or is no federation name',
    (name) => {
      expect(refusal(name).message).toMatch(/^".*" is not a remote name: .*lowercase letters, digits and underscores/);
    },
  );

  it.each([
    '../1.0.0',
    '/1.0.0',
    '1.0.0/x',
    '..',
    '.',
    'latest',
    '1.0',
    'v1.0.0',
    '1.0.0-a/b',
    `1.0.0-${'x'.repeat(60)}`,
  ])('refuses --version %j, which is not a semantic version of at most 64 characters', (version) => {
    expect(refusal('catalog', '--version', version).message).toMatch(/^--version ".*" is not a version/);
  });

  it.each(['../1.0.0', '/etc', 'a/b', '..', '.hidden', 'x'.repeat(65)])(
    'refuses --to %j, which cannot name a folder of the store',
    (version) => {
      expect(refusal('catalog', '--to', version).message).toMatch(/^--to ".*" is not a version/);
    },
  );

  it('accepts any published folder name for --to, such as a seed of npm start', () => {
    expect(parseDeployArgs(['catalog', '--to', '1.0.0-local.a1b2c3d4'])).toMatchObject({
      version: '1.0.0-local.a1b2c3d4',
    });
  });
});

describe('npm run deploy safe-delivery options', () => {
  it('takes --no-switch with a link lifetime, and --canary with its rollout options', () => {
    expect(parseDeployArgs(['catalog', '--no-switch', '--preview-ttl', '2h'])).toEqual({
      kind: 'deploy',
      remote: 'catalog',
      force: false,
      noSwitch: true,
      previewTtlMs: 7_200_000,
    });
    expect(
      parseDeployArgs(['catalog', '--canary', '--steps', '10,100', '--interval', '5m', '--threshold', 'minLoads=10']),
    ).toEqual({
      kind: 'deploy',
      remote: 'catalog',
      force: false,
      noSwitch: true,
      canary: { steps: [10, 100], intervalMs: 300_000, thresholds: { minLoads: 10 } },
    });
    expect(parseDeployArgs(['catalog', '--rollout', 'status', '--json'])).toEqual({
      kind: 'rollout',
      remote: 'catalog',
      action: 'status',
      json: true,
    });
  });

  it.each([
    [['--steps', '10,100'], /^--steps, --interval and --threshold go with --canary/],
    [['--canary', '--no-switch'], /^--canary publishes without switching already/],
    [['--preview-ttl', '1h'], /^--preview-ttl goes with --no-switch or --canary/],
    [['--canary', '--steps', '100,50'], /^--steps "100,50" must rise/],
    [['--canary', '--interval', '0s'], /^--interval "0s" must be a duration from 1s to 7d/],
    [['--rollout', 'restart'], /^--rollout "restart" is not one of status, pause/],
    [['--rollout', 'abort', '--version', '1.0.0'], /^--rollout takes no other option \(got --version\)/],
    [['--rollout', 'abort', '--json'], /^--json goes with --rollout status/],
  ])('refuses %j (exit 2)', (args, message) => {
    expect(() => parseDeployArgs(['catalog', ...args])).toThrow(message);
  });
});
