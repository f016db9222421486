import { UserFacingError } from '../../lib/userFacingError';
import { checkRelease, type GateInput } from './checkRelease';
import { describeGateProblem } from './gateProblem';

/** The gate refused a release; its message has one line per problem, each with its fix. */
export class GateRefusedError extends UserFacingError {
  override name = 'GateRefusedError';
}

/** What the history records about a release that went live over the gate's refusal. */
export interface ForcedOver {
  problems: string[];
}

/**
 * Runs the gate and decides: passes (undefined), refuses (throws `GateRefusedError`), or, with `force`, lets the
 * release through with a warning per problem and returns what was overridden, for the history.
 */
export async function passGate(
  input: GateInput,
  force: boolean,
  print: (line: string) => void,
): Promise<ForcedOver | undefined> {
  const { problems, warnings, filesChecked } = await checkRelease(input);
  for (const warning of warnings) print(`  ⚠ ${warning}`);
  const lines = problems.map((problem) => describeGateProblem(input.remote, problem));
  if (lines.length === 0) {
    print(
      `  gate passed: manifest, ${input.module}, shared dependencies, ${filesChecked} files it names, no public source maps`,
    );
    return undefined;
  }
  const list = lines.map((line) => `  - ${line}`).join('\n');
  if (!force) {
    throw new GateRefusedError(
      `The gate refused ${input.remote} (${input.files.location}), ${lines.length} problem` +
        `${lines.length === 1 ? '' : 's'}:\n${list}\nNothing was published or switched. Fix the problems and deploy ` +
        `again, or pass --force to deploy anyway (recorded in the history).`,
    );
  }
  print(`  ⚠ --force: deploying ${input.remote} over ${lines.length} gate problem${lines.length === 1 ? '' : 's'}:`);
  print(list);
  print('  ⚠ the history records this release as forced, and it never counts as a last known-good release');
  return { problems: lines };
}
