import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A private temporary folder (mode 0700) named after the process that made it: `<prefix>.<pid>.<random>` in the
 * system's temporary folder (or `root`). The process removes it when done; if it is killed first, the next process to
 * make one of the same prefix removes it (`removeAbandonedTempDirs`), so nothing a killed deploy wrote outlives it by
 * more than one deploy.
 */
export async function makeOwnedTempDir(prefix: string, root: string = tmpdir()): Promise<string> {
  await removeAbandonedTempDirs(prefix, root);
  return mkdtemp(path.join(root, `${prefix}.${process.pid}.`));
}

/** Whether a process of this machine with this id is running (EPERM: it is, as another user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders `makeOwnedTempDir(prefix, root)` made for processes that are no longer running. Resolves to the
 * names removed. A folder another process cannot remove (another user's) is left alone, as is one whose process id
 * was reused by a running process: it goes once that process ends.
 *
 * Not covered: temporary folders shared by several machines or PID namespaces, where a process id names another
 * machine's process. Give each its own temporary folder (`TMPDIR`), as containers do by default.
 */
export async function removeAbandonedTempDirs(prefix: string, root: string = tmpdir()): Promise<string[]> {
  const owned = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.`);
  const names = await readdir(root).catch(() => [] as string[]);
  const abandoned = names.filter((name) => {
    const pid = Number(owned.exec(name)?.[1] ?? Number.NaN);
    return Number.isSafeInteger(pid) && pid !== process.pid && !isRunning(pid);
  });
  const removed = await Promise.all(
    abandoned.map((name) =>
      rm(path.join(root, name), { recursive: true, force: true }).then(
        () => name,
        () => undefined,
      ),
    ),
  );
  return removed.filter((name): name is string => name !== undefined);
}
