import { logEvent } from '@mfp/shared/logs';
import type { Preview } from '@mfp/shared/page';
import { PREVIEW_PARAM } from '@mfp/shared/registry';
import type { FastifyRequest } from 'fastify';
import { readPreview, type PreviewCheck } from '../previews/previewLink';

/** The request's preview link, checked; undefined without one, or with an empty one (the banner's way out). */
export function previewLinkOf(url: string, key: Buffer, now: number): PreviewCheck | undefined {
  const at = url.indexOf('?');
  if (at === -1) return undefined;
  const value = new URLSearchParams(url.slice(at + 1)).get(PREVIEW_PARAM);
  return value ? readPreview(value, key, now) : undefined;
}

/**
 * One line per remote, version and outcome a minute at most (`preview`), never the link's value: it opens the
 * release to whoever holds it until it expires. A refused link's remote and version are not trusted to bound the
 * throttle's keys: its lines are throttled by outcome only.
 */
export function logPreview(request: FastifyRequest, preview: Preview, shouldLog: (key: string) => boolean): void {
  const outcome = preview.status === 'valid' ? 'valid' : preview.reason;
  const signed = preview.status === 'valid' || preview.reason === 'not-offered';
  if (!shouldLog(signed ? `${outcome} ${preview.remote} ${preview.version}` : outcome)) return;
  const { remote = null, version = null } = preview;
  const line = { ...logEvent('preview'), outcome, remote, version };
  if (preview.status === 'valid') request.log.info(line, `preview of ${remote} ${version} opened`);
  else request.log.warn(line, `preview link refused: ${outcome}`);
}
