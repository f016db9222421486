import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '@mfp/remote-kit/command';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs`, strict, with its failures and a repeated option as a `UsageError` (exit 2) naming the problem in a few
 * words and `usage`: parseArgs' own message goes on to suggest `--` tricks that do not apply to our commands.
 */
export function parseCommandLine<O extends Options>(args: readonly string[], options: O, usage: string) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? 'an option';
    const problem =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `unknown option ${option}`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? /does not take/.test(message)
            ? `${option} takes no value`
            : `${option} needs a value`
          : (message.split(/\.(?:\s|$)/, 1)[0] ?? message);
    throw new UsageError(`${problem}. Usage: ${usage}`);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once. Usage: ${usage}`);
    seen.add(token.name);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}
