import { deployAnswerSchema } from '@mfp/shared/deploy';
import net from 'node:net';
import { Readable } from 'node:stream';
import { DeployApiUnreachable, httpRequest } from './httpRequest';
import { DeployRefused, readAnswer } from './readAnswer';

/*
 * The worst case of a refusal sent before the body is read: a server that answers and closes at once, without the
 * lingering close of host/server/http/lingeringClose.ts (a proxy, an older host). Its system answers the kit's next
 * bytes with a reset, and the kit's next write fails (EPIPE or ECONNRESET) while the answer still waits, unread, in
 * the kit's socket. The kit must read it there, and name the connection error only when no answer came at all.
 */

const CHUNK = Buffer.alloc(64 * 1024, 'x');
/** Far more than the socket buffers hold: the upload is still being sent when the server answers. */
const BODY_CHUNKS = 256;
const REFUSAL = JSON.stringify({
  ok: false,
  error: { code: 'token-missing', message: 'This upload carries no token.' },
});

interface AbruptServer {
  url: string;
  /** Resolves once the server has answered (or not) and closed the connection: the kit's body sends the rest then. */
  closed: Promise<void>;
  close(): Promise<void>;
}

/** A server that reads a request's head, sends `answer` (if any), and destroys the socket with the body unread. */
async function startAbruptServer(answer: string | undefined): Promise<AbruptServer> {
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const server = net.createServer((socket) => {
    let head = '';
    const readHead = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.removeListener('data', readHead);
      socket.pause();
      const cut = () => {
        socket.destroy();
        markClosed();
      };
      if (answer === undefined) cut();
      else socket.write(answer, cut);
    };
    socket.on('data', readHead);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    closed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An upload that sends one chunk, waits until the server has closed, then sends the rest as fast as it can. */
function bodyAfter(closed: Promise<void>): Readable {
  return Readable.from(
    (async function* () {
      yield CHUNK;
      await closed;
      for (let i = 1; i < BODY_CHUNKS; i += 1) yield CHUNK;
    })(),
  );
}

/** What the kit makes of one upload to `server`: the refusal, or the connection error it reported instead. */
async function outcomeOf(server: AbruptServer): Promise<unknown> {
  try {
    const answer = await httpRequest({
      url: `${server.url}/api/deploy/reviews/releases`,
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bodyAfter(server.closed),
      server: server.url,
    });
    readAnswer(answer, deployAnswerSchema, server.url);
    return 'accepted';
  } catch (error) {
    return error;
  }
}

function nameOf(outcome: unknown): string {
  if (outcome instanceof DeployRefused) return outcome.answer.code;
  if (outcome instanceof DeployApiUnreachable) return `unreachable (${outcome.reason})`;
  return String(outcome);
}

const answer401 =
  'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\nconnection: close\r\n' +
  `content-length: ${Buffer.byteLength(REFUSAL)}\r\n\r\n${REFUSAL}`;

it('an upload refused and reset while it is still being sent ends in the refusal, 20 times out of 20', async () => {
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < 20; i += 1) {
    const server = await startAbruptServer(answer401);
    const outcome = nameOf(await outcomeOf(server));
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    await server.close();
  }
  expect(outcomes).toEqual({ 'token-missing': 20 });
});

it('an upload cut with no answer at all ends in the connection error, which says what to check', async () => {
  const server = await startAbruptServer(undefined);
  const outcome = await outcomeOf(server);
  await server.close();
  expect(nameOf(outcome)).toMatch(/^unreachable \((EPIPE|ECONNRESET)\)$/);
  expect((outcome as Error).message).toMatch(
    /closed the connection while the upload was being sent, and sent no answer .*Check that the host is still running/,
  );
});
