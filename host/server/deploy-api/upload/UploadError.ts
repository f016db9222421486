import type { DeployErrorCode } from '@mfp/shared/deploy';

/**
 * Why an upload was refused, with the deploy API's stable `code` (its HTTP status comes from `DEPLOY_ERRORS`) and a
 * message that says what was wrong and what to do. Thrown only after everything the upload wrote is removed.
 */
export class UploadError extends Error {
  override name = 'UploadError';

  constructor(
    readonly code: DeployErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const isUploadError = (value: unknown): value is UploadError => value instanceof UploadError;
