import { SettingsError } from '@mfp/settings';
import { runCommand, stopOnSignals, UserFacingError } from '@mfp/settings/command';
import { readProductsApiSettings } from './productsApiSettings';
import { startProductsApi, type RunningProductsApi } from './startProductsApi';

// Human lines go to stderr: stdout carries the JSON access log only.
const say = (line: string) => process.stderr.write(`${line}\n`);

async function start(): Promise<RunningProductsApi> {
  try {
    return await startProductsApi({
      ...readProductsApiSettings(),
      controlRoutes: process.argv.includes('--test-control'),
    });
  } catch (error) {
    // A bad setting or a taken port is the user's to fix: its one line, not a stack.
    throw error instanceof SettingsError ? new UserFacingError(error.message, { cause: error }) : error;
  }
}

/**
 * The products API as a process of its own: `node --import tsx examples/products-api/src/main.ts [--test-control]`.
 * Browser tests run it so (issue 42: "the products API as a real process"); `--test-control` turns on the routes that
 * hold its answers, which `npm start` never does.
 */
runCommand(async () => {
  const api = await start();
  say(`Products API ready at ${api.origin}`);
  stopOnSignals({ what: 'the products API', verb: 'close', stop: api.close, deadlineMs: 2_000, print: say });
});
