import { stopOnSignals } from './stopOnSignals';

/** The handlers stopOnSignals registers, called here instead of sending this process a real signal. */
let handlers: Map<string, (signal: NodeJS.Signals) => void>;
let exit: jest.SpyInstance;
let lines: string[];

beforeEach(() => {
  jest.useFakeTimers();
  handlers = new Map();
  jest.spyOn(process, 'on').mockImplementation(((event: string, handler: (signal: NodeJS.Signals) => void) => {
    handlers.set(event, handler);
    return process;
  }) as typeof process.on);
  exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit);
  lines = [];
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const signal = (name: NodeJS.Signals) => handlers.get(name)?.(name);

it('closes the servers once, however often the signal comes, and exits 0', async () => {
  const stop = jest.fn(() => Promise.resolve());
  stopOnSignals({ what: 'the servers', verb: 'close', stop, deadlineMs: 1_900, print: (line) => lines.push(line) });
  signal('SIGINT');
  signal('SIGINT');
  signal('SIGTERM');
  await jest.advanceTimersByTimeAsync(0);
  expect(stop).toHaveBeenCalledTimes(1);
  expect(lines).toEqual(['SIGINT received, closing the servers']);
  expect(exit).toHaveBeenCalledWith(0);
});

it('exits 1 at the deadline when the stop hangs, saying so', async () => {
  const stop = () => new Promise<void>(() => undefined);
  stopOnSignals({ what: 'the catalog dev server', verb: 'stop', stop, deadlineMs: 5_000, print: (l) => lines.push(l) });
  signal('SIGTERM');
  await jest.advanceTimersByTimeAsync(4_999);
  expect(exit).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(lines).toEqual([
    'SIGTERM received, stopping the catalog dev server',
    'The catalog dev server did not stop within 5000 ms; exiting anyway',
  ]);
  expect(exit).toHaveBeenCalledWith(1);
});

it('exits 1 when the stop fails, with the reason', async () => {
  const stop = () => Promise.reject(new Error('socket stuck'));
  stopOnSignals({ what: 'the servers', verb: 'close', stop, deadlineMs: 1_900, print: (line) => lines.push(line) });
  signal('SIGTERM');
  await jest.advanceTimersByTimeAsync(0);
  expect(lines.at(-1)).toBe('Could not close the servers cleanly: Error: socket stuck');
  expect(exit).toHaveBeenCalledWith(1);
});
