import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { UserFacingError } from '@mfp/settings/command';

export interface HttpAnswer {
  status: number;
  text: string;
}

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Readable | string;
  /** The server whose deploy API this is, for the message when it cannot be reached. */
  server: string;
}

const TIMEOUT_MS = 120_000;

/** The deploy API could not be reached, or the connection broke before its answer arrived. */
export class DeployApiUnreachable extends UserFacingError {
  override name = 'DeployApiUnreachable';
  constructor(
    server: string,
    /** The system's error code (`ECONNREFUSED`, `EPIPE`, …) or what happened. */
    readonly reason: string,
  ) {
    super(
      `Could not reach the deploy API at ${server} (${reason}). Check --server (or MFP_SERVER), that the host is ` +
        'running with DEPLOY_API=on, and that this machine can reach it.',
    );
  }
}

const unreachable = (server: string, reason: string) => new DeployApiUnreachable(server, reason);

/**
 * One HTTP request with a streamed or whole body, answered as text. An answer that comes before the body is all sent
 * (a refusal of the token, a size limit) is taken as the answer: the rest of the body is dropped, not an error.
 * Never puts the request's headers (the token) in a message.
 */
export function httpRequest({ url, method, headers, body, server }: HttpRequest): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = client.request(target, { method, headers, timeout: TIMEOUT_MS }, (response) => {
      answered = true;
      if (typeof body === 'object') body.unpipe(request).destroy();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => reject(unreachable(server, error.message)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) reject(unreachable(server, error.code ?? error.message));
    });
    if (body === undefined) request.end();
    else if (typeof body === 'string') request.end(body);
    else {
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    }
  });
}
