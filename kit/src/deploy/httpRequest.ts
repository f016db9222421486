import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { UserFacingError } from '@mfp/settings/command';
import { readAfterWriteFailure } from './readAfterWriteFailure';

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
/**
 * After a write failed, how long the answer may take to be read. A server that closed has already sent what it had,
 * so the answer is in this machine's socket or nowhere; reading it takes far less, and past this the upload fails.
 */
const ANSWER_AFTER_WRITE_FAILURE_MS = 5000;

/** The deploy API could not be reached, or the connection broke before its answer arrived. */
export class DeployApiUnreachable extends UserFacingError {
  override name = 'DeployApiUnreachable';
  constructor(
    server: string,
    /** The system's error code (`ECONNREFUSED`, `EPIPE`, …) or what happened. */
    readonly reason: string,
    /** The connection was open, and closed while the body was being sent, with no answer to read. */
    cutWhileSending = false,
  ) {
    super(
      cutWhileSending
        ? `The deploy API at ${server} closed the connection while the upload was being sent, and sent no answer ` +
            `(${reason}). Check that the host is still running (its log says why it stopped) and that no proxy in ` +
            'front of it limits the size or the duration of an upload, then deploy again.'
        : `Could not reach the deploy API at ${server} (${reason}). Check --server (or MFP_SERVER), that the host is ` +
            'running with DEPLOY_API=on, and that this machine can reach it.',
    );
  }
}

const unreachable = (server: string, reason: string) => new DeployApiUnreachable(server, reason);

/**
 * One HTTP request with a streamed or whole body, answered as text. An answer that comes before the body is all sent
 * (a refusal of the token, a size limit) is taken as the answer: the rest of the body is dropped, not an error. So is
 * a write that fails because the server answered and closed: the answer is still read (readAfterWriteFailure), and
 * the write's error is the outcome only when no answer comes. Never puts the request's headers (the token) in a message.
 */
export function httpRequest({ url, method, headers, body, server }: HttpRequest): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    let answerRead = false;
    let writeFailure: NodeJS.ErrnoException | undefined;
    let answerWait: NodeJS.Timeout | undefined;
    const request = client.request(target, { method, headers, timeout: TIMEOUT_MS }, (response) => {
      answered = true;
      clearTimeout(answerWait);
      if (typeof body === 'object') body.unpipe(request).destroy();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => reject(unreachable(server, error.message)));
      response.on('end', () => {
        answerRead = true;
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        // A socket whose write failed cannot finish its own end (nothing more is sent on it): it goes once read.
        if (writeFailure) request.destroy();
      });
    });
    request.on('socket', (socket) =>
      readAfterWriteFailure(socket, (error) => {
        writeFailure = error;
        // A write still under way when the answer came fails after it: the answer is read, or being read already.
        if (answerRead) request.destroy();
        if (answered) return;
        if (typeof body === 'object') body.unpipe(request).destroy();
        answerWait = setTimeout(
          () => request.destroy(new Error('no answer after the write failed')),
          ANSWER_AFTER_WRITE_FAILURE_MS,
        );
      }),
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(answerWait);
      if (answered) return;
      // The write's error is what happened first; the end of stream that follows it says less.
      if (writeFailure)
        reject(new DeployApiUnreachable(server, writeFailure.code ?? 'EPIPE', typeof body === 'object'));
      else reject(unreachable(server, error.code ?? error.message));
    });
    if (body === undefined) request.end();
    else if (typeof body === 'string') request.end(body);
    else {
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    }
  });
}
