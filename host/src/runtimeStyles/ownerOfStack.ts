import type { ReleaseFolders, ReleaseOwner } from './ReleaseFolders';

// A script URL in a V8 stack line, `at fn (https://…/x.js:1:2)` or `at https://…/x.js:1:2`, without line and column.
const FRAME_URL = /(https?:\/\/[^\s()]+?)(?::\d+){1,2}\)?$/;

/**
 * The release whose code made the call `stack` was taken in: the first frame, from the innermost out, in a folder of
 * a release the page loaded. A library a remote bundles runs from the remote's chunks, so its frames name the remote;
 * a library shared between remotes through federation runs from the chunk of the remote that provided it, and names
 * that one (docs/decisions/0060). No such frame (the host's own code, a browser extension): `undefined`.
 */
export function ownerOfStack(stack: string | undefined, folders: ReleaseFolders): ReleaseOwner | undefined {
  if (!stack) return undefined;
  for (const line of stack.split('\n')) {
    const url = FRAME_URL.exec(line.trim())?.[1];
    const owner = url === undefined ? undefined : folders.ownerOf(url);
    if (owner) return owner;
  }
  return undefined;
}
