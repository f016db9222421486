import { DeployRefusal, GateRefusedError, refusalCodeOf, StageFailedError } from '@mfp/deploy';
import { DEPLOY_ERRORS, isDeployErrorCode, type DeployErrorCode } from '@mfp/shared/deploy';
import { StoreError } from '@mfp/store';
import { ApiRefusal } from './ApiRefusal';

/** The gate's problems behind a refusal, when the gate refused. */
function gateProblemsOf(error: DeployRefusal) {
  const refusal = error instanceof StageFailedError ? error.cause : error;
  return refusal instanceof GateRefusedError ? refusal.problems : undefined;
}

/** A thrown value carrying one of the API's codes: an upload's refusal (`UploadError`) has one. */
const codeOf = (error: unknown): DeployErrorCode | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && isDeployErrorCode(code) ? code : undefined;
};

const STORE_DOWN =
  'The store (its bucket or database) did not answer, so nothing was published or switched. Send the same request ' +
  'again in a moment; if it keeps failing, the platform team finds the cause in the server log under the request id.';

const INTERNAL =
  'The server failed unexpectedly, and nothing was switched. The platform team finds the details in the server log ' +
  'under the request id; send the same request again once they have looked.';

/**
 * What the API answers for a failure, and whether it is the platform's fault (logged in full, answered without
 * details: a store's or a bug's message may name hosts and paths). Every refusal keeps its own message, which says
 * what to do.
 */
export function refusalOf(error: unknown): { refusal: ApiRefusal; platformFault: boolean } {
  if (error instanceof ApiRefusal) return { refusal: error, platformFault: false };
  const code: DeployErrorCode =
    error instanceof DeployRefusal || error instanceof StoreError
      ? refusalCodeOf(error)
      : (codeOf(error) ?? 'internal');
  if (code === 'internal') return { refusal: new ApiRefusal('internal', INTERNAL), platformFault: true };
  if (code === 'store-unavailable') return { refusal: new ApiRefusal(code, STORE_DOWN), platformFault: true };
  const message = error instanceof Error ? error.message : DEPLOY_ERRORS[code].description;
  const problems = error instanceof DeployRefusal ? gateProblemsOf(error) : undefined;
  return { refusal: new ApiRefusal(code, message, problems ? { problems } : {}), platformFault: false };
}
