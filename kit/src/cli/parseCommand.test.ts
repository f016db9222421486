import { UsageError } from '../command/userFacingError';
import { DEFAULT_DEV_PORT, parseCommand } from './parseCommand';
import { exitCodeOf } from '../command/runCommand';
import { COMMAND_HELP, OVERVIEW } from './usage';

const SERVER = 'https://mfp.example.test';

describe('mfp command lines', () => {
  it('deploys dist by default, with the server from MFP_SERVER', () => {
    expect(parseCommand(['deploy', '--remote', 'reviews'], { MFP_SERVER: SERVER })).toEqual({
      kind: 'deploy',
      dist: 'dist',
      remote: 'reviews',
      server: SERVER,
      dryRun: false,
    });
  });

  it('takes the folder, the version and a dry run; --server wins over MFP_SERVER', () => {
    const argv = [
      'deploy',
      'build',
      '--remote',
      'reviews',
      '--server',
      `${SERVER}/`,
      '--version',
      '1.2.0',
      '--dry-run',
    ];
    expect(parseCommand(argv, { MFP_SERVER: 'https://other.test' })).toEqual({
      kind: 'deploy',
      dist: 'build',
      remote: 'reviews',
      server: SERVER,
      version: '1.2.0',
      dryRun: true,
    });
  });

  it('parses releases, rollback (--to) and dev (--port, --host)', () => {
    expect(parseCommand(['releases', '--remote', 'reviews', '--server', SERVER], {})).toEqual({
      kind: 'releases',
      remote: 'reviews',
      server: SERVER,
    });
    expect(parseCommand(['rollback', '--remote', 'reviews', '--to', '1.0.0'], { MFP_SERVER: SERVER })).toMatchObject({
      kind: 'rollback',
      to: '1.0.0',
    });
    expect(parseCommand(['dev'], {})).toEqual({ kind: 'dev', port: DEFAULT_DEV_PORT });
    expect(parseCommand(['dev', '--port', '3005', '--host', 'http://localhost:3000'], {})).toEqual({
      kind: 'dev',
      port: 3005,
      host: 'http://localhost:3000',
    });
  });

  it('prints the overview, or one command’s help', () => {
    expect(parseCommand([], {})).toEqual({ kind: 'help', text: OVERVIEW });
    expect(parseCommand(['--help'], {})).toEqual({ kind: 'help', text: OVERVIEW });
    expect(parseCommand(['deploy', '--help'], {})).toEqual({ kind: 'help', text: COMMAND_HELP.deploy });
    expect(COMMAND_HELP.deploy).toMatch(/MFP_DEPLOY_TOKEN/);
  });

  it.each([
    [['publish'], /Unknown command "publish"/],
    [['deploy', '--remote', 'reviews'], /--server <url> is missing \(or set MFP_SERVER\)/],
    [['deploy', '--server', SERVER], /--remote <name> is missing/],
    [['deploy', '--remote', 'Reviews!', '--server', SERVER], /"Reviews!" is not a remote name/],
    [['deploy', '--remote', 'reviews', '--server', 'ftp://x'], /"ftp:\/\/x" is not an http\(s\) URL/],
    [['deploy', '--remote', 'reviews', '--server', SERVER, '--version', '../1'], /"..\/1" is not a version/],
    [['deploy', 'a', 'b', '--remote', 'reviews', '--server', SERVER], /give one build folder/],
    [['deploy', '--remote', 'reviews', '--server', SERVER, '--force'], /unknown option --force/],
    [['releases', '--remote', 'reviews', '--server', SERVER, 'extra'], /too many arguments/],
    [['dev', '--port', 'abc'], /--port "abc" is not a port/],
  ])('refuses %j with a usage error (exit 2)', (argv, message) => {
    let thrown: unknown;
    try {
      parseCommand(argv, {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toMatch(message);
    expect(exitCodeOf(thrown)).toBe(2);
  });
});
