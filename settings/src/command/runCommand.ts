import { UsageError, UserFacingError } from './userFacingError';

/** The text to print for a failure: the message for expected errors, the stack for anything else (that is a bug). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof UserFacingError) return error.message;
  return error.stack ?? error.message;
}

/** 2 for a command line the command cannot run, 1 for anything that failed or was refused, as `npm run deploy`. */
export const exitCodeOf = (error: unknown) => (error instanceof UsageError ? 2 : 1);

/** Runs the command: a failure prints as `describeFailure` says and exits as `exitCodeOf` says. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`✗ ${describeFailure(error)}`);
    process.exit(exitCodeOf(error));
  });
}
