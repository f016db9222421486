/**
 * Finds the repository paths a text names, so a test can check that each still exists. Only mentions that are clearly
 * meant as paths count: they start with one of the repository's top-level folders (`host/server/index.ts`,
 * `store/src/`), or, in Markdown, are relative links (`](0005-store-and-releases.md)`). Placeholders (`<name>`, `*`,
 * `…`, `{a,b}`, `$VAR`) are patterns, not paths, and are left out.
 */

export interface PathMention {
  /** As written, without a trailing `:line`, `#anchor` or trailing punctuation. */
  path: string;
  /** 1-based line of the mention, for the failure message. */
  line: number;
  /** `root` for paths from the repository's root; `relative` for Markdown links, resolved from the text's folder. */
  base: 'root' | 'relative';
}

const PLACEHOLDER = /[<>*…{}$]|\.\.\.|\[|\]/;

/** A path from the root: a top-level folder, then at least one more segment or a trailing slash. */
function rootPathPattern(topLevelFolders: readonly string[]): RegExp {
  const folders = topLevelFolders.map((folder) => folder.replace(/\./g, '\\.')).join('|');
  // Preceded by a start, a space or an opening quote/bracket, so `@mfp/store/testing` or `../shared` never match.
  return new RegExp(`(?<=^|[\\s\`'"(])(?:${folders})/[\\w./<>*…{}$,@-]*`, 'g');
}

function clean(candidate: string): string {
  return candidate
    .replace(/[#:].*$/, '')
    .replace(/[.,;)]+$/, '')
    .replace(/\/+$/, '/');
}

function mentionsInLine(text: string, line: number, pattern: RegExp): PathMention[] {
  const found: PathMention[] = [];
  for (const match of text.matchAll(pattern)) {
    const path = clean(match[0]);
    if (PLACEHOLDER.test(match[0]) || path.endsWith('.')) continue;
    found.push({ path, line, base: 'root' });
  }
  return found;
}

/** Root-based path mentions anywhere in a text: prose, code spans, code comments. */
export function rootPathMentions(text: string, topLevelFolders: readonly string[]): PathMention[] {
  const pattern = rootPathPattern(topLevelFolders);
  return text.split('\n').flatMap((content, index) => mentionsInLine(content, index + 1, pattern));
}

const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** Relative Markdown links (`[x](../decisions/0001-x.md)`); web links and in-page anchors are not files. */
export function markdownLinkMentions(text: string): PathMention[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(MARKDOWN_LINK)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
      .map((target) => ({ path: clean(target), line: index + 1, base: 'relative' as const })),
  );
}

/** The comments of a TypeScript or JavaScript source, line numbers kept (code is blanked, comments stay). */
export function commentsOf(source: string): string {
  const lines = source.split('\n');
  let inBlock = false;
  return lines
    .map((line) => {
      if (inBlock) {
        if (line.includes('*/')) inBlock = false;
        return line;
      }
      const block = line.indexOf('/*');
      const lineComment = line.search(/(?<![:'"`])\/\//);
      if (block !== -1 && (lineComment === -1 || block < lineComment)) {
        inBlock = !line.slice(block).includes('*/');
        return line.slice(block);
      }
      return lineComment === -1 ? '' : line.slice(lineComment);
    })
    .join('\n');
}
