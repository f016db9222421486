import { buildRemote } from '../build/buildRemote';
import { deployRelease, type CommandContext } from '../deploy/deployRelease';
import { listReleases, rollBack } from '../deploy/releaseCommands';
import { devRemote } from '../dev/devRemote';
import { parseCommand } from './parseCommand';

/** One `mfp` invocation: parses `argv` and runs the command. Throws what `runCommand` turns into an exit code. */
export async function runMfp(argv: readonly string[], context: CommandContext): Promise<void> {
  const command = parseCommand(argv, context.env);
  switch (command.kind) {
    case 'help':
      return context.print(command.text);
    case 'build':
      return buildRemote(context.cwd, context.print);
    case 'dev':
      return devRemote(command, context.cwd, context.print);
    case 'deploy':
      return deployRelease(command, context);
    case 'releases':
      return listReleases(command, context);
    case 'rollback':
      return rollBack(command, context);
  }
}
