import path from 'node:path';
import type { ReleaseFiles } from './releaseFiles';

/** Source maps a release would publish: `.map` files in it, and files whose map comment names one of them or inlines one. */
export interface PublicSourceMaps {
  /** `.map` files of the release. */
  maps: string[];
  /** Files with a `sourceMappingURL` comment that points at a map inside the release, or is the map (`data:`). */
  comments: string[];
}

/** Files a browser reads a `sourceMappingURL` comment in. */
const COMMENTED = /\.(?:m?js|cjs|css)$/;
/**
 * A source-map comment as bundlers write it: on a line of its own, `//# sourceMappingURL=…` (scripts) or
 * `/*# sourceMappingURL=… *\/` (CSS). Anchored at a line start, so the words inside a string or a longer comment do
 * not count.
 */
const MAP_COMMENT = /^[ \t]*(?:\/\/|\/\*)[#@][ \t]*sourceMappingURL[ \t]*=[ \t]*([^\s*]+)/gm;

/** The release file a map URL found in `file` names, or undefined for one that points outside the release. */
function mapFileOf(file: string, url: string): string | undefined {
  // A scheme (`https:`), a protocol-relative or an absolute path: served from elsewhere, not from this release.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded));
  return resolved.startsWith('../') || resolved === '..' ? undefined : resolved;
}

/** Whether `file`'s map comments publish a map: inline (`data:`), or naming a file the release has. */
async function commentPublishesMap(files: ReleaseFiles, file: string, known: ReadonlySet<string>): Promise<boolean> {
  const text = (await files.read(file))?.toString('utf8') ?? '';
  for (const [, url] of text.matchAll(MAP_COMMENT)) {
    if (/^data:/i.test(url!)) return true;
    const map = mapFileOf(file, url!);
    if (map !== undefined && (known.has(map) || (await files.read(map)) !== undefined)) return true;
  }
  return false;
}

/**
 * The source maps a release would publish (decision 0017: maps hold the full sources and the build machine's paths,
 * and stay beside the build, never in it). `named` are the files the manifest names; a release that can list its
 * files (a build folder) is checked whole, one that cannot (a published version) through the named files and the
 * `.map` beside each, which is where every bundler writes them.
 */
export async function findPublicSourceMaps(files: ReleaseFiles, named: Iterable<string>): Promise<PublicSourceMaps> {
  const listed = await files.list();
  const candidates = listed ?? [...named].map((file) => path.posix.normalize(file));
  const maps = new Set(listed?.filter((file) => file.endsWith('.map')) ?? []);
  if (listed === undefined)
    for (const file of candidates) if ((await files.read(`${file}.map`)) !== undefined) maps.add(`${file}.map`);
  const comments: string[] = [];
  for (const file of candidates)
    if (COMMENTED.test(file) && (await commentPublishesMap(files, file, maps))) comments.push(file);
  return { maps: [...maps].sort(), comments: comments.sort() };
}
