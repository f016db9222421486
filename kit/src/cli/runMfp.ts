import { deployRelease, type CommandContext } from '../deploy/deployRelease';
import { previewRelease } from '../deploy/previewCommand';
import { listReleases, rollBack } from '../deploy/releaseCommands';
import { rolloutCommand } from '../rollout/rolloutCommand';
import { parseCommand } from './parseCommand';

/**
 * One `mfp` invocation: parses `argv` and runs the command. Throws what `runCommand` turns into an exit code. `build`
 * and `dev` load webpack (or Rspack) when they run, not before: a team that builds with Vite deploys with `mfp deploy`
 * without installing either.
 */
export async function runMfp(argv: readonly string[], context: CommandContext): Promise<void> {
  const command = parseCommand(argv, context.env);
  switch (command.kind) {
    case 'help':
      return context.print(command.text);
    case 'build':
      return (await import('../build/buildRemote')).buildRemote(context.cwd, context.print);
    case 'dev':
      return (await import('../dev/devRemote')).devRemote(command, context.cwd, context.print);
    case 'deploy':
      return deployRelease(command, context);
    case 'releases':
      return listReleases(command, context);
    case 'rollback':
      return rollBack(command, context);
    case 'preview':
      return previewRelease(command, context);
    case 'rollout':
      return rolloutCommand(command, context);
  }
}
