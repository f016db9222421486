/**
 * Runs a command-line entry point: failures print one clear message (no stack for expected errors) and exit 1.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✗ ${message}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(1);
  });
}
