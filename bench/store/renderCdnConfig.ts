import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/** The CDN recipe of docs/serving-with-nginx.md: nginx caching a bucket of version files. */
export const CDN_TEMPLATE = path.join(repoRoot, 'store', 'nginx', 'cdn.conf.template');

/** The template's placeholders, named as its header names them. */
export interface CdnConfigValues {
  LISTEN: string;
  BUCKET_HOST: string;
  BUCKET_SCHEME: 'http' | 'https';
  BUCKET_PATH: string;
  HOST_ORIGIN: string;
  CACHE_SIZE: string;
}

/** Characters that would end or escape a value in an nginx config. */
const UNSAFE_IN_CONFIG = /[\s;{}"'$#\\]/;

/**
 * The template with its placeholders filled in. Comment lines stay as written (the header explains the placeholders
 * by name). Throws on a value nginx would misread, and on a placeholder the template has and `values` lacks.
 */
export function renderCdnConfig(template: string, values: CdnConfigValues): string {
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || UNSAFE_IN_CONFIG.test(value))
      throw new Error(`cannot render the CDN config: ${name} "${value}" is empty or holds a space or one of ;{}"'$#\\`);
  }
  const rendered = template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), line),
    )
    .join('\n');
  const left = /^[^#\n]*(\{\{\w+\}\})/m.exec(rendered);
  if (left) throw new Error(`cannot render the CDN config: ${left[1]} has no value in bench/store/renderCdnConfig.ts`);
  return rendered;
}

/** Path-style, the only addressing every S3-compatible server speaks: `/<bucket>/<prefix>`. */
export function bucketPath(bucket: string, prefix: string): string {
  return `/${[bucket, prefix].filter(Boolean).join('/')}`;
}
