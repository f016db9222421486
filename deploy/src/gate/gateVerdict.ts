import type { GateProblemAnswer } from '@mfp/shared/deploy';
import { GateRefusedError } from '../refusal/deployRefusal';
import { checkRelease, type GateInput } from './checkRelease';
import { describeGateProblem } from './gateProblem';

/** What the history records about a release that went live over the gate's refusal. */
export interface ForcedOver {
  problems: string[];
}

/** Runs the gate and describes its problems, one line each with its fix; prints its warnings. */
export async function gateProblems(input: GateInput, print: (line: string) => void): Promise<GateProblemAnswer[]> {
  const { problems, warnings, filesChecked } = await checkRelease(input);
  for (const warning of warnings) print(`  ⚠ ${warning}`);
  if (problems.length === 0)
    print(
      `  gate passed: manifest, ${input.module}, shared dependencies, ${filesChecked} files it names, no public source maps`,
    );
  return problems.map((problem) => ({ kind: problem.kind, message: describeGateProblem(input.remote, problem) }));
}

/**
 * Runs the gate and decides: passes (undefined), refuses (throws `GateRefusedError`), or, with `force`, lets the
 * release through with a warning per problem and returns what was overridden, for the history. `canForce` is false
 * where forcing is not offered (the deploy API: the gate cannot be skipped over HTTP), so the message does not offer it.
 */
export async function passGate(
  input: GateInput,
  force: boolean,
  print: (line: string) => void,
  canForce = true,
): Promise<ForcedOver | undefined> {
  const problems = await gateProblems(input, print);
  if (problems.length === 0) return undefined;
  // Each line starts with its kind, the name the docs, the history and the deploy API's answer give the problem.
  const lines = problems.map((problem) => `${problem.kind}: ${problem.message}`);
  const list = lines.map((line) => `  - ${line}`).join('\n');
  if (!force) {
    throw new GateRefusedError(
      `The gate refused ${input.remote} (${input.files.location}), ${lines.length} problem` +
        `${lines.length === 1 ? '' : 's'}:\n${list}\nNothing was published or switched. Fix the problems and deploy ` +
        `again${canForce ? ', or pass --force to deploy anyway (recorded in the history)' : ''}.`,
      problems,
    );
  }
  print(`  ⚠ --force: deploying ${input.remote} over ${lines.length} gate problem${lines.length === 1 ? '' : 's'}:`);
  print(list);
  print('  ⚠ the history records this release as forced, and it never counts as a last known-good release');
  return { problems: lines };
}
