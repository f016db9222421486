import type { RegistryEntry } from '@mfp/shared/registry';

/** The remote and release a file belongs to. */
export interface ReleaseOwner {
  remote: string;
  version: string | undefined;
}

/** The folder a manifest URL's files are served from: the URL without its file name, query or fragment. */
const folderOf = (manifestUrl: string): string => {
  const { origin, pathname } = new URL(manifestUrl);
  return origin + pathname.slice(0, pathname.lastIndexOf('/') + 1);
};

/**
 * The release folders of every remote this page has loaded (live and last known-good releases, overrides), by URL.
 * A remote's chunks are served from its release's folder (`publicPath: 'auto'`, docs/decisions/0006), so a script URL
 * under a folder names the remote whose code it is. Folders are only added: code of a release the page has moved on
 * from may still run.
 */
export class ReleaseFolders {
  private readonly owners = new Map<string, ReleaseOwner>();

  /** No release yet: nothing on the page is a remote's code. */
  get empty(): boolean {
    return this.owners.size === 0;
  }

  learn(entry: RegistryEntry): void {
    this.add(entry.entry, { remote: entry.name, version: entry.version });
    if (entry.previous) this.add(entry.previous.entry, { remote: entry.name, version: entry.previous.version });
  }

  /** The release whose folder holds `url`, the longest folder first (an override's dev server may serve `/`). */
  ownerOf(url: string): ReleaseOwner | undefined {
    let best: { folder: string; owner: ReleaseOwner } | undefined;
    for (const [folder, owner] of this.owners) {
      if (url.startsWith(folder) && (!best || folder.length > best.folder.length)) best = { folder, owner };
    }
    return best?.owner;
  }

  private add(manifestUrl: string, owner: ReleaseOwner): void {
    try {
      this.owners.set(folderOf(manifestUrl), owner);
    } catch {
      // Not a URL: the registry's validation has already skipped such an entry, and nothing loads from it.
    }
  }
}
