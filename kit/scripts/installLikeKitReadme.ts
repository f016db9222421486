import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { KIT_LAYOUT } from './kitLayout';

const run = promisify(execFile);
const KIT_PACKAGE = '@mfp/remote-kit';

/** The `npm install` lines of the kit README's "Install" section, each as its arguments after `npm`. */
async function kitReadmeInstallCommands(): Promise<string[][]> {
  const readme = await readFile(path.join(KIT_LAYOUT.kitDir, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Install'));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  const commands = (block ?? '')
    .split('\n')
    .filter((line) => line.startsWith('npm install '))
    .map((line) => line.trim().split(/\s+/).slice(1));
  if (!commands.some((args) => args.includes(KIT_PACKAGE)))
    throw new Error(`kit/README.md: no \`npm install … ${KIT_PACKAGE}\` line in the sh block under "## Install"`);
  return commands;
}

/**
 * Installs a remote's dependencies in `dir` the way a team starting from the kit's README does: its package.json's
 * dependencies dropped, then the README's `npm install` commands run as written, with the kit from `tarball` rather
 * than a registry. `pins` then installs exact versions (`npm install react-router@7.18.6`, saved as `^7.18.6`, as the
 * README's `react-router@^7` saves the newest), so that the lockfile holds what the test needs whatever the
 * registry's newest is on the day.
 */
export async function installLikeKitReadme(
  dir: string,
  tarball: string,
  pins: Record<string, string> = {},
): Promise<void> {
  const manifestFile = path.join(dir, 'package.json');
  const {
    dependencies: _,
    devDependencies: __,
    ...manifest
  } = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    dependencies?: unknown;
    devDependencies?: unknown;
  };
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  const pinned = Object.entries(pins).map(([pkg, version]) => `${pkg}@${version}`);
  const commands = [...(await kitReadmeInstallCommands()), ...(pinned.length > 0 ? [['install', ...pinned]] : [])];
  for (const args of commands) {
    const withKit = args.map((arg) => (arg === KIT_PACKAGE ? tarball : arg));
    await run('npm', [...withKit, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    });
  }
}
