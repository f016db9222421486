import type { IncomingHttpHeaders } from 'node:http';

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/**
 * Whether the client's copy is current (answer 304): its If-None-Match names `etag`, or, when it sends none, its
 * If-Modified-Since is not before `lastModified` (RFC 9110 13.1.3: If-None-Match wins when both are sent).
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified?: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) return matchesEtag(noneMatch, etag);
  const since = headers['if-modified-since'];
  if (since === undefined || lastModified === undefined) return false;
  const sinceTime = Date.parse(since);
  return Number.isFinite(sinceTime) && Date.parse(lastModified) <= sinceTime;
}
