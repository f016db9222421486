import { exitCodeOf, UsageError } from '@mfp/settings/command';
import { DEFAULT_DEV_PORT, parseCommand } from './parseCommand';
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

describe('mfp preview and rollout command lines', () => {
  const env = { MFP_SERVER: SERVER };
  const refusal = (argv: string[]) => {
    try {
      parseCommand(argv, env);
    } catch (error) {
      return { code: exitCodeOf(error), message: (error as Error).message };
    }
    throw new Error('parsed');
  };

  it('takes --no-switch and its link lifetime on deploy; --preview-ttl alone is refused', () => {
    expect(parseCommand(['deploy', '--remote', 'reviews', '--no-switch', '--preview-ttl', '36h'], env)).toMatchObject({
      noSwitch: true,
      previewTtlMs: 36 * 60 * 60_000,
    });
    expect(refusal(['deploy', '--remote', 'reviews', '--preview-ttl', '1h'])).toMatchObject({
      code: 2,
      message: expect.stringMatching(/^--preview-ttl goes with --no-switch/),
    });
    expect(refusal(['deploy', '--remote', 'reviews', '--no-switch', '--preview-ttl', '8d']).message).toMatch(
      /^--preview-ttl "8d" must be between 1s and 7d/,
    );
  });

  it('parses preview and every rollout action', () => {
    expect(parseCommand(['preview', 'reviews', '1.1.0'], env)).toEqual({
      kind: 'preview',
      remote: 'reviews',
      server: SERVER,
      version: '1.1.0',
    });
    expect(parseCommand(['rollout', 'start', 'reviews', '1.1.0', '--interval', '90s'], env)).toEqual({
      kind: 'rollout',
      action: 'start',
      remote: 'reviews',
      server: SERVER,
      version: '1.1.0',
      intervalMs: 90_000,
    });
    expect(parseCommand(['rollout', 'status', 'reviews', '--json'], env)).toMatchObject({
      action: 'status',
      json: true,
    });
    for (const action of ['pause', 'resume', 'promote', 'abort'])
      expect(parseCommand(['rollout', action, 'reviews'], env)).toEqual({
        kind: 'rollout',
        action,
        remote: 'reviews',
        server: SERVER,
      });
  });

  it.each([
    [
      ['rollout', 'restart', 'reviews'],
      /^name what to do: start, status, pause, resume, promote, abort \(not "restart"\)/,
    ],
    [['rollout', 'start', 'reviews'], /^name the version/],
    [['rollout', 'start', 'reviews', '1.1.0', '--steps', '50,20,100'], /^--steps "50,20,100" must rise/],
    [['rollout', 'start', 'reviews', '1.1.0', '--steps', '5,25'], /^--steps "5,25" must end at 100/],
    [['rollout', 'start', 'reviews', '1.1.0', '--interval', '10'], /^--interval "10" must be a duration from 1s to 7d/],
    [['rollout', 'start', 'reviews', '1.1.0', '--interval', '8d'], /^--interval "8d" must be a duration/],
    [
      ['rollout', 'start', 'reviews', '1.1.0', '--threshold', 'speed=2'],
      /^--threshold "speed=2" is not <name>=<number>/,
    ],
    [['rollout', 'start', 'reviews', '1.1.0', '--threshold', 'z=9'], /^--threshold z: /],
    [['rollout', 'pause', 'reviews', '--steps', '100'], /^rollout pause takes the remote only/],
    [['rollout', 'abort', 'reviews', '--json'], /^--json goes with rollout status/],
    [['preview', 'reviews'], /^name the version/],
  ])('refuses %j (exit 2)', (argv, message) => {
    expect(refusal(argv)).toMatchObject({ code: 2, message: expect.stringMatching(message) });
  });
});
