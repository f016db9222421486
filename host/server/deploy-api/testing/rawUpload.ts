import { AUTHORIZATION_SCHEME, DEPLOY_UPLOAD_CONTENT_TYPE, deployApiPaths } from '@mfp/shared/deploy';
import http from 'node:http';

/**
 * An upload over a raw HTTP connection that sends `bytes` and then either stalls (sends nothing more, waiting for the
 * server's answer) or drops the connection. What a fetch cannot do.
 */
export function rawUpload(
  url: string,
  remote: string,
  token: string,
  bytes: Buffer,
  then: 'stall' | 'drop',
): Promise<{ status: number; body: string } | 'dropped'> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: deployApiPaths.releases(remote),
      headers: {
        'content-type': DEPLOY_UPLOAD_CONTENT_TYPE,
        authorization: `${AUTHORIZATION_SCHEME} ${token}`,
        // Announces more than it sends: the server waits for the rest.
        'content-length': String(bytes.length * 4),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', (error) => (then === 'drop' ? resolve('dropped') : reject(error)));
    request.write(bytes, () => {
      if (then === 'drop') setTimeout(() => request.destroy(), 100);
    });
  });
}
