import { runCommand } from '@mfp/settings/command';
import { runMfp } from './runMfp';

/** The `mfp` bin: see `mfp --help`. */
runCommand(() =>
  runMfp(process.argv.slice(2), { env: process.env, cwd: process.cwd(), print: (line) => console.log(line) }),
);
