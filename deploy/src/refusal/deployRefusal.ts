import type { DeployErrorCode } from '@mfp/shared/deploy';
import type { GateProblemAnswer } from '@mfp/shared/deploy';

/**
 * A deploy or a rollback refused for a reason the caller can fix, named by the deploy API's stable code
 * (`DEPLOY_ERRORS`): the command line prints the message, the API answers with the code, its status and the message.
 */
export class DeployRefusal extends Error {
  override name = 'DeployRefusal';
  constructor(
    readonly code: DeployErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The gate refused a release; its message has one line per problem, each with its fix, and `problems` lists them. */
export class GateRefusedError extends DeployRefusal {
  override name = 'GateRefusedError';
  constructor(
    message: string,
    readonly problems: GateProblemAnswer[],
  ) {
    super('gate-refused', message);
  }
}
