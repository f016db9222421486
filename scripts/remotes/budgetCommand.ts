import { UsageError } from '@mfp/settings/command';
import { logEvent } from '@mfp/shared/logs';
import { describeBytes } from '@mfp/shared/status';
import { StoreError } from '@mfp/store';
import { describeBudget, setBudget } from '@mfp/store/releases';
import type { BudgetCommand } from './budgetArgs';
import type { RemotesContext } from './remotesContext';

/** What the live release weighs, as its deploy recorded it, in the command's words. */
async function liveWeight(context: RemotesContext, name: string, maxBytes: number | undefined): Promise<string> {
  const remote = (await context.store.readReleases()).remotes[name];
  const weighed = remote && remote.criticalPath?.[remote.live];
  if (!remote) return `${name} has no release yet.`;
  if (!weighed) return `The live ${remote.live} was deployed before releases were weighed; its next deploy is.`;
  const over =
    maxBytes !== undefined && weighed.gzipBytes > maxBytes
      ? ': over the budget, so its next deploy is refused unless it weighs less (or with --force)'
      : '';
  return `The live ${remote.live} weighs ${describeBytes(weighed.gzipBytes)} gzip${over}.`;
}

/**
 * `npm run remotes -- budget`: sets or clears the remote's budget (decision 0072). Only the deploy gate reads it, so
 * the registry is not written; the live release stays live whatever it weighs.
 */
export async function runBudget({ name, budget }: BudgetCommand, context: RemotesContext) {
  let settings;
  try {
    settings = await setBudget(context.store, { name, budget }, { now: context.now(), by: context.by });
  } catch (error) {
    // A name the store does not know is a command line that cannot run (exit 2), as `server-render` treats one.
    if (error instanceof StoreError && error.kind === 'remote-unknown')
      throw new UsageError(error.message, { cause: error });
    throw error;
  }
  context.log(
    JSON.stringify({
      at: settings.changedAt,
      ...logEvent('budget'),
      remote: name,
      maxBytes: budget?.maxBytes ?? null,
      by: context.by,
    }),
  );
  context.print(
    [
      budget
        ? `Budget of ${name}: ${describeBudget(budget)} on its critical path (manifest, entry and what its first ` +
          'render loads). The gate refuses a deploy over it as over-budget; --force deploys it anyway, recorded.'
        : `Budget of ${name}: off. Its deploys are not weighed.`,
      await liveWeight(context, name, budget?.maxBytes),
    ].join('\n'),
  );
}
