import { DEPLOY_ERRORS, type DeployErrorCode, type GateProblemAnswer } from '@mfp/shared/deploy';

/**
 * A refusal the deploy API answers with: a stable code (its status from `DEPLOY_ERRORS`), a message saying what to
 * do, the gate's problems for `gate-refused`, and how long to wait for `rate-limited`.
 */
export class ApiRefusal extends Error {
  override name = 'ApiRefusal';
  constructor(
    readonly code: DeployErrorCode,
    message: string,
    readonly extra: { problems?: GateProblemAnswer[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get status(): number {
    return DEPLOY_ERRORS[this.code].status;
  }
}
