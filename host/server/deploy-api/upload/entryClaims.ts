/**
 * The paths an archive has claimed so far, so that a second entry at the same path, or a file where a folder is (and the
 * reverse), is refused instead of overwriting what an earlier entry wrote. Folders that a file's path implies count
 * as claimed folders; a folder entry for one of them is not a duplicate (tar lists `a/` and then `a/b.js`, or the reverse).
 */
export class EntryClaims {
  private readonly files = new Set<string>();
  private readonly explicitFolders = new Set<string>();
  private readonly folders = new Set<string>();

  get fileCount(): number {
    return this.files.size;
  }

  get folderCount(): number {
    return this.folders.size;
  }

  /** Why the file cannot be claimed, or null after claiming it. */
  claimFile(relative: string): string | null {
    if (this.files.has(relative)) return 'it appears twice in the archive';
    if (this.folders.has(relative)) return 'a folder of that path is in the archive too';
    const clash = this.claimParents(relative);
    if (clash !== null) return clash;
    this.files.add(relative);
    return null;
  }

  /** Why the folder cannot be claimed, or null after claiming it. */
  claimFolder(relative: string): string | null {
    if (this.explicitFolders.has(relative)) return 'it appears twice in the archive';
    if (this.files.has(relative)) return 'a file of that path is in the archive too';
    const clash = this.claimParents(relative);
    if (clash !== null) return clash;
    this.explicitFolders.add(relative);
    this.folders.add(relative);
    return null;
  }

  /** Sorted by UTF-16 code unit, the same order on every machine whatever its locale. */
  sortedFiles(): string[] {
    return [...this.files].sort();
  }

  private claimParents(relative: string): string | null {
    const segments = relative.split('/');
    const parents: string[] = [];
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      if (this.files.has(parent)) return `its folder ${JSON.stringify(parent)} is a file in the archive`;
      parents.push(parent);
    }
    for (const parent of parents) this.folders.add(parent);
    return null;
  }
}
