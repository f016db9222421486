import { deployErrorAnswerSchema, type DeployErrorAnswer } from '@mfp/shared/deploy';
import type * as z from 'zod';
import { UserFacingError } from '@mfp/settings/command';
import type { HttpAnswer } from './httpRequest';

/** The deploy API refused or failed: its code, its message, and the gate's problems one line each. */
export class DeployRefused extends UserFacingError {
  override name = 'DeployRefused';
  constructor(readonly answer: DeployErrorAnswer['error']) {
    super(describeRefusal(answer));
  }
}

function describeRefusal({ code, message, problems, requestId }: DeployErrorAnswer['error']): string {
  const lines = [`${code}: ${message}`];
  // A message that already lists the problems (the gate's own report) is not repeated.
  for (const problem of problems ?? [])
    if (!message.includes(problem.message)) lines.push(`  - ${problem.kind}: ${problem.message}`);
  if (requestId) lines.push(`  (request id ${requestId}, for the platform team)`);
  return lines.join('\n');
}

/**
 * The API's answer as `schema` says, or the refusal it carries (thrown as `DeployRefused`). Anything else means the
 * URL is not a deploy API this kit speaks with.
 */
export function readAnswer<Schema extends z.ZodType>(
  answer: HttpAnswer,
  schema: Schema,
  server: string,
): z.infer<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new UserFacingError(
      `${server} answered HTTP ${answer.status} with something other than the deploy API's JSON: is it an MFP host ` +
        'running with DEPLOY_API=on? Check --server (or MFP_SERVER).',
    );
  }
  const refusal = deployErrorAnswerSchema.safeParse(json);
  if (refusal.success) throw new DeployRefused(refusal.data.error);
  const parsed = schema.safeParse(json);
  if (parsed.success && answer.status < 400) return parsed.data;
  throw new UserFacingError(
    `${server} answered HTTP ${answer.status} with JSON this kit does not understand: the platform may speak a newer ` +
      'deploy API. Install the kit the platform team names, or ask them.',
  );
}
