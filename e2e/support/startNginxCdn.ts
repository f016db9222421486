import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { fillNginxTemplate, startNginxProcess } from './nginxProcess';

const NGINX_CDN_TEMPLATE = path.join(repoRoot, 'store', 'nginx', 'cdn.conf.template');

export interface NginxCdnOptions {
  port: number;
  /** The S3 endpoint, `http://host:port` (path-style addressing: the bucket is the first path segment). */
  endpoint: string;
  bucket: string;
  /** The key prefix of STORE_FILES_URL (`s3://<bucket>/<prefix>`), without slashes around it; may be empty. */
  prefix: string;
  /** The host page's origin, the one CORS answers. */
  hostOrigin: string;
}

export interface NginxCdn {
  /** `http://127.0.0.1:<port>`: STORE_PUBLIC_URL for the host servers and the deploy. */
  url: string;
  close(): Promise<void>;
}

/** `store/nginx/cdn.conf.template` filled in for a bucket on an S3 endpoint (see docs/serving-with-nginx.md). */
export function renderCdnConfig(options: NginxCdnOptions, listen: string): string {
  const endpoint = new URL(options.endpoint);
  return fillNginxTemplate(readFileSync(NGINX_CDN_TEMPLATE, 'utf8'), {
    LISTEN: listen,
    BUCKET_HOST: endpoint.host,
    BUCKET_SCHEME: endpoint.protocol.replace(/:$/, ''),
    BUCKET_PATH: `/${[options.bucket, options.prefix].filter(Boolean).join('/')}`,
    HOST_ORIGIN: options.hostOrigin,
    CACHE_SIZE: '256m',
  });
}

/** Runs real nginx as a caching CDN in front of a bucket, on loopback, until `close`. */
export async function startNginxCdn(options: NginxCdnOptions): Promise<NginxCdn> {
  const url = `http://127.0.0.1:${options.port}`;
  const nginx = await startNginxProcess(renderCdnConfig(options, `127.0.0.1:${options.port}`), url);
  return { url, close: () => nginx.close() };
}
