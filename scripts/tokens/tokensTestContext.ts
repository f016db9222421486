import type { OpenedStore } from '@mfp/store';
import { registerRemote } from '@mfp/store/control';
import { parseTokensArgs } from './tokensArgs';
import { runTokensCommand, type TokensContext } from './tokensCommand';

/** A `TokensContext` over `store` at a fixed time, collecting what the command prints and logs. */
export function tokensTestContext(store: OpenedStore, now = new Date('2026-11-25T10:00:00.000Z')) {
  const printed: string[] = [];
  const logged: string[] = [];
  const context: TokensContext = {
    store,
    now: () => now,
    by: 'ana@build-1',
    print: (text) => printed.push(text),
    log: (line) => logged.push(line),
  };
  /** Runs `npm run tokens -- <args>` and answers what it printed. */
  const run = async (...args: string[]) => {
    const command = parseTokensArgs(args);
    if (command.kind === 'help') throw new Error('help is not a command to run here');
    const from = printed.length;
    await runTokensCommand(command, context);
    return printed.slice(from).join('\n');
  };
  const register = (name: string) =>
    registerRemote(store, { name, route: `/${name}`, title: name }, { now, by: 'ana@build-1' });
  return { context, printed, logged, run, register };
}
