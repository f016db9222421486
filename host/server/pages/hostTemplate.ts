import { readFile, stat } from 'node:fs/promises';

/** The built `index.html` as pages use it: its text and an id that changes whenever the file does. */
type TemplateRead = { kind: 'found'; text: string; id: string } | { kind: 'missing' };

export interface HostTemplate {
  /** The template as of at most `checkEveryMs` ago: no file-system call on most requests. */
  read(): Promise<TemplateRead>;
}

/** How stale a page's template may be: a rebuilt host shows on pages within this long, without a restart. */
const TEMPLATE_CHECK_MS = 1_000;

/**
 * The host's `index.html`, checked with one `stat` at most every `checkEveryMs` and read again only when its size,
 * modification time or inode changed (a build writes a new file). Concurrent checks share one.
 */
export function createHostTemplate(indexFile: string, checkEveryMs = TEMPLATE_CHECK_MS, now = Date.now): HostTemplate {
  let current: TemplateRead | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<TemplateRead> | undefined;

  async function check(): Promise<TemplateRead> {
    const info = await stat(indexFile).catch(() => undefined);
    if (!info?.isFile()) return { kind: 'missing' };
    const id = `${info.ino}:${info.size}:${info.mtimeMs}`;
    if (current?.kind === 'found' && current.id === id) return current;
    const text = await readFile(indexFile, 'utf8').catch(() => undefined);
    return text === undefined ? { kind: 'missing' } : { kind: 'found', text, id };
  }

  return {
    read() {
      if (current && now() - checkedAt < checkEveryMs) return Promise.resolve(current);
      checking ??= check()
        .then((read) => {
          current = read;
          checkedAt = now();
          return read;
        })
        .finally(() => (checking = undefined));
      return checking;
    },
  };
}
