import { checkRemoteName, usageError } from '@mfp/settings/command';
import { BYTES_PER_KB } from '@mfp/shared/status';
import type { RemoteBudget } from '@mfp/store/control';

/** What `npm run remotes -- budget` was asked to set; `budget` undefined clears it. */
export interface BudgetCommand {
  kind: 'budget';
  name: string;
  budget: RemoteBudget | undefined;
}

/** The largest budget the command takes, in KB: 100 MB of gzip on a first render is no budget. */
const MAX_KB = 100_000;

/**
 * `budget <name> --max-kb <n>` or `budget <name> off`, from the positionals after the command and the options; a
 * `UsageError` (exit 2) names the first problem. KB are `BYTES_PER_KB` (1,000) bytes, gzip (decision 0072).
 */
export function parseBudgetArgs(
  rest: readonly string[],
  options: { maxKb?: string; others: readonly string[] },
  usage: string,
): BudgetCommand {
  const off = rest.length === 2 && rest[1] === 'off';
  if (rest.length !== 1 && !off)
    throw usageError(`budget takes one remote name, then --max-kb <n> or off (got ${rest.join(' ') || 'none'})`, usage);
  if (options.others.length > 0)
    throw usageError(`budget takes no ${options.others.map((name) => `--${name}`).join(', ')}`, usage);
  const name = checkRemoteName(rest[0]!, usage);
  if (off) {
    if (options.maxKb !== undefined) throw usageError('budget off takes no --max-kb: it clears the budget', usage);
    return { kind: 'budget', name, budget: undefined };
  }
  if (options.maxKb === undefined)
    throw usageError(`budget ${name} needs --max-kb <n> (gzip KB of ${BYTES_PER_KB} bytes), or off to clear it`, usage);
  const raw = options.maxKb;
  const kb = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(kb) || kb < 1 || kb > MAX_KB)
    throw usageError(
      `--max-kb ${raw === '' ? '""' : raw} is not a whole number from 1 to ${MAX_KB}: it is the most gzip KB ` +
        `(${BYTES_PER_KB} bytes each) ${name}'s critical path may weigh`,
      usage,
    );
  return { kind: 'budget', name, budget: { maxBytes: kb * BYTES_PER_KB } };
}
