import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './userFacingError';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A command line the command cannot run: the problem in a few words, then the command's usage (exit 2). */
export const usageError = (problem: string, usage: string) => new UsageError(`${problem}. Usage: ${usage}`);

/** parseArgs' problem in a few words: its own message goes on to suggest `--` tricks that do not apply here. */
function parseProblem({ code, message }: Error & { code?: string }): string {
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? 'an option';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /does not take/.test(message) ? `${option} takes no value` : `${option} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return 'too many arguments';
  return message.split(/\.(?:\s|$)/, 1)[0] ?? message;
}

/**
 * The one command-line parser of every command (`mfp` and `npm run …`): `parseArgs`, strict, with an unknown option,
 * a missing value and a repeated option (unless it is `multiple`) each refused as a `UsageError` naming the problem
 * and `usage`. Positionals are
 * returned as given; how many a command takes, and what they may be, is the command's to check (`usageError`).
 */
export function parseCommandLine<O extends Options>(args: readonly string[], options: O, usage: string) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw usageError(parseProblem(error as Error), usage);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name) && options[token.name]?.multiple !== true)
      throw usageError(`--${token.name} is given more than once`, usage);
    seen.add(token.name);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}
