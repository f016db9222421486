import { REMOTES_FOLDER } from '../folder/folderLayout';

/** One file of a published version, as `VersionFiles.readVersionFile` takes it. */
export interface VersionFileLocation {
  remote: string;
  version: string;
  /** Relative to the version, with `/`. */
  file: string;
}

/**
 * Public URL of one file of a published version: `<STORE_PUBLIC_URL>/remotes/<name>/<version>/<file>`, the same layout
 * below the prefix wherever the files are kept (a folder the store server serves, or a bucket behind a CDN).
 */
export function versionFileUrl(storePublicUrl: string, { remote, version, file }: VersionFileLocation): string {
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `${storePublicUrl}/${REMOTES_FOLDER}/${encodeURIComponent(remote)}/${encodeURIComponent(version)}/${path}`;
}

/**
 * The version file an absolute URL names, when it is under `storePublicUrl` (`versionFileUrl` read back); undefined
 * for a URL elsewhere, or one that names no file of a version (a query, a fragment, too few segments, a dot segment).
 * The store itself checks names and versions when the file is read.
 */
export function versionFileAt(storePublicUrl: string, url: string): VersionFileLocation | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.search !== '' || parsed.hash !== '') return undefined;
  const prefix = `${storePublicUrl}/${REMOTES_FOLDER}/`;
  const href = `${parsed.origin}${parsed.pathname}`;
  if (!href.startsWith(prefix)) return undefined;
  let segments: string[];
  try {
    segments = href.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [remote, version, ...file] = segments;
  if (remote === undefined || version === undefined || file.length === 0) return undefined;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('/'))) {
    return undefined;
  }
  return { remote, version, file: file.join('/') };
}
