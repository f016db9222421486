import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const parts = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  return (x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!) > 0;
};

/**
 * The newest release of `pkg` in the npm registry with `version`'s major and above `version` (no pre-releases): what
 * `npm install pkg@^<major>` installs on a day the host is behind. Throws if there is none, since a test that needs
 * one cannot prove anything without it: the host is then on the newest, and a team's install matches it.
 */
export async function newerInMajor(pkg: string, version: string): Promise<string> {
  const { stdout } = await run('npm', ['view', pkg, 'versions', '--json']);
  const major = parts(version)[0];
  const candidates = (JSON.parse(stdout) as string[]).filter(
    (candidate) => /^\d+\.\d+\.\d+$/.test(candidate) && parts(candidate)[0] === major && newer(candidate, version),
  );
  const newest = candidates.sort((a, b) => (newer(a, b) ? 1 : -1)).at(-1);
  if (!newest)
    throw new Error(
      `the npm registry has no ${pkg} ${major}.x newer than ${version}: this test needs one (decision 0056)`,
    );
  return newest;
}
