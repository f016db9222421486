import { parseCommandLine } from './parseCommandLine';
import { UsageError } from './userFacingError';

const OPTIONS = { port: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
const USAGE = 'npm run example -- <name> [--port <port>] [--json]';

describe('parseCommandLine', () => {
  it('returns the values and the positionals as given', () => {
    expect(parseCommandLine(['a', '--port=3011', 'b', '--json', '-h'], OPTIONS, USAGE)).toEqual({
      values: { port: '3011', json: true, help: true },
      positionals: ['a', 'b'],
    });
  });

  it.each([
    [['--prot', '1'], 'unknown option --prot'],
    [['-x'], 'unknown option -x'],
    [['--port'], '--port needs a value'],
    [['--port', '--json'], '--port needs a value'],
    [['--json=yes'], '--json takes no value'],
    [['--port', '1', '--port', '2'], '--port is given more than once'],
  ])('refuses %j as a usage error naming the problem and the usage', (args, problem) => {
    let thrown: unknown;
    try {
      parseCommandLine(args, OPTIONS, USAGE);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toBe(`${problem}. Usage: ${USAGE}`);
  });
});
