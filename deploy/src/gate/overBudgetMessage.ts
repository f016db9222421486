import { BYTES_PER_KB, describeBytes } from '@mfp/shared/status';
import type { OverBudget, WeighedFile } from './overBudget';

const grouped = new Intl.NumberFormat('en-US');
const bytes = (count: number) => `${grouped.format(count)} byte${count === 1 ? '' : 's'}`;

/** `remoteEntry.js 3.1 KB (3,080 bytes), grew by 420 bytes (was 2,660)`: one file as the refusal lists it. */
function describeFile({ file, gzipBytes, change }: WeighedFile): string {
  const weight = `${file} ${describeBytes(gzipBytes)}`;
  if (!change) return weight;
  if (change.kind === 'new') return `${weight}, new`;
  if (change.kind !== 'grew') return weight;
  const was = change.liveFile === file ? '' : ` ${change.liveFile}`;
  return `${weight}, grew by ${bytes(gzipBytes - change.liveBytes)} (was${was} ${bytes(change.liveBytes)})`;
}

/**
 * The `over-budget` line: the total against the budget, every file of the critical path with its gzip bytes (largest
 * first) and which grew or are new since the live release, then what to do. KB are `BYTES_PER_KB` (decision 0072).
 */
export function describeOverBudget(remote: string, problem: OverBudget): string {
  const over = problem.gzipBytes - problem.maxBytes;
  const grown = problem.files.filter(
    (file) => file.change && file.change.kind !== 'same' && file.change.kind !== 'shrank',
  );
  const compared =
    problem.live === undefined
      ? 'no live release to compare with'
      : grown.length === 0
        ? `no file grew since the live ${problem.live}`
        : `${grown.length} file(s) grew or are new since the live ${problem.live}`;
  const neededKb = Math.ceil(problem.gzipBytes / BYTES_PER_KB);
  return (
    `${remote}'s critical path (manifest, entry and what its first render loads) weighs ` +
    `${describeBytes(problem.gzipBytes)} gzip, over its budget of ${describeBytes(problem.maxBytes)} by ` +
    `${bytes(over)} (docs/decisions/0072); ${compared}. Files, gzip: ` +
    `${problem.files.map(describeFile).join('; ')}. Make the first render load less (move code behind a dynamic ` +
    `import(), drop or share a dependency), or raise the budget: npm run remotes -- budget ${remote} --max-kb ${neededKb}`
  );
}
