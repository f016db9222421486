import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseCommandLine, usageError, UserFacingError } from '@mfp/settings/command';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { formatWithPrettier } from './dev/scaffold/formatWithPrettier';
import { scaffoldRemote } from './dev/scaffold/scaffoldRemote';
import { runMain } from './lib/runMain';

const USAGE = 'npm run new:remote -- <name> [--no-install]';

/**
 * `npm run new:remote -- <name>`: scaffolds `remotes/<name>` and runs `npm install`, which links the new workspace
 * and records it in package-lock.json, so that `npm ci` keeps working once it is committed. `--no-install` skips that
 * (the remote builds and runs without it; commit only after an `npm install`). `npm start` and `npm run dev` find the
 * remote by its folder: nothing else needs registering.
 */
runMain(async () => {
  const { values, positionals } = parseCommandLine(process.argv.slice(2), { 'no-install': { type: 'boolean' } }, USAGE);
  const [name, ...extra] = positionals;
  if (name === undefined || extra.length > 0) throw usageError('name one remote', USAGE);
  const { remote, dir, files } = await scaffoldRemote(name, { format: formatWithPrettier });
  const where = path.relative(repoRoot, dir);
  console.log(`✓ created ${where}/ (${files.join(', ')})`);
  console.log(`  route ${remote.route}, title "${remote.title}", dev port ${remote.devPort}`);
  if (values['no-install']) {
    console.log('  skipped npm install: run it before you commit, or npm ci will refuse the lockfile.');
  } else {
    console.log('▶ npm install (links the new workspace and adds it to package-lock.json)');
    const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (install.status !== 0) {
      throw new UserFacingError(
        `${where}/ is created, but npm install failed (see above). Run npm install yourself before you commit; ` +
          'the remote builds and runs without it.',
      );
    }
  }
  console.log(`Next: npm run dev:remote -- ${remote.name}   (http://localhost:${remote.devPort}${remote.route})`);
  console.log(`      npm start                        (the host shows "${remote.title}" in its navigation)`);
});
