import { readdirSync, readFileSync } from 'node:fs';
import { parentPid } from './parentPid';

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The pid of the render process a host server started (the sandbox's child, `renderProcess.js` of @mfp/sandbox, run by
 * Node directly or through `unshare -rn`, which replaces itself by Node), found in /proc; undefined before its first
 * render, or after it ended.
 */
export function renderProcessOf(hostPid: number): number | undefined {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (stat === undefined || parentPid(stat) !== hostPid) continue;
    if (read(`/proc/${name}/cmdline`)?.includes('renderProcess.js')) return Number(name);
  }
  return undefined;
}
