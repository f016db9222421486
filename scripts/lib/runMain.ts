// Not @mfp/host-server: a build script must not load fastify to print an error. Its PortInUseError is a SettingsError.
import { DeployRefusal, StageFailedError } from '@mfp/deploy';
import { SettingsError } from '@mfp/settings';
import { StoreError } from '@mfp/store';
import { UsageError, UserFacingError } from '@mfp/settings/command';

/** Errors whose message is the whole story; the host server's own entry point (host/server/main.ts) agrees. */
export function isExpectedError(error: unknown): boolean {
  return (
    error instanceof UserFacingError ||
    error instanceof DeployRefusal ||
    error instanceof StoreError ||
    error instanceof SettingsError
  );
}

/** The text to print for a failure: one line for expected errors, the stack for anything else (that is a bug). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (isExpectedError(error)) return error.message;
  return error.stack ?? error.message;
}

/** A deploy's refusals that name something the command line asked for and the store does not have. */
const USAGE_CODES: ReadonlySet<string> = new Set(['remote-unknown', 'version-unknown']);

/** A command line the command cannot run: a `UsageError`, or a deploy refused for a name it was given. */
const isUsageError = (error: unknown) =>
  error instanceof UsageError ||
  (error instanceof DeployRefusal && !(error instanceof StageFailedError) && USAGE_CODES.has(error.code));

/** The exit code of a failure: 2 for a command line the command cannot run (as shells' own tools do), else 1. */
export const exitCodeOf = (error: unknown) => (isUsageError(error) ? 2 : 1);

/** Runs a command-line entry point: a failure prints as `describeFailure` says and exits as `exitCodeOf` says. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`\n✗ ${describeFailure(error)}`);
    process.exit(exitCodeOf(error));
  });
}
