import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FAILURE_REPORT_PATH,
  REPORT_LIMITS,
  culpritIdentity,
  failureCode,
  failureReportSchema,
  type FailureReport,
} from '@mfp/shared/failures';
import { computeDigest } from '../../host/server/digest';

/** A connect-style middleware, as webpack-dev-server's express app takes them. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** The body as text, or undefined once it grows past the limit (the rest is not read). */
function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The report as a developer reads it in the terminal: what failed, the digest the page shows, and the stack. */
export function describeReport(report: FailureReport, digest: string): string {
  const through = report.override ? ` through the override ${report.override}` : '';
  const lines = [
    `✗ ${culpritIdentity(report)} failed${through}: ${report.kind} (${failureCode(report.kind)}), digest ${digest}`,
    `  ${report.message}`,
  ];
  if (report.stack)
    lines.push(
      ...report.stack
        .split('\n')
        .slice(1, 6)
        .map((line) => `  ${line.trim()}`),
    );
  return lines.join('\n');
}

/**
 * `POST /_host/errors` on a dev server: the same contract as the host server's route (the report schema and the digest
 * come from the same code), but the failure goes to the terminal instead of a JSON log, so the fallback screen in a
 * standalone page or a dev host shows the digest that the terminal names.
 * Not covered: the host server's rate limit; a dev server has one user.
 */
export function devReportMiddleware(
  print: (text: string) => void,
  // A dev server's digests only need to match its own terminal lines: a key of its own, per process.
  secret: string = process.env.DIGEST_SECRET ?? randomBytes(32).toString('hex'),
): Middleware {
  return (request, response, next) => {
    if (request.method !== 'POST' || request.url !== FAILURE_REPORT_PATH) return next();
    readBody(request, REPORT_LIMITS.body).then(
      (body) => {
        if (body === undefined)
          return answer(response, 413, { error: `report larger than ${REPORT_LIMITS.body} bytes` });
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          return answer(response, 400, { error: 'invalid error report: not valid JSON' });
        }
        const report = failureReportSchema.safeParse(parsed);
        if (!report.success) {
          const issues = report.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
          return answer(response, 400, { error: `invalid error report: ${issues}` });
        }
        if (report.data.code !== undefined && report.data.code !== failureCode(report.data.kind)) {
          return answer(response, 400, {
            error: `invalid error report: code does not belong to kind ${report.data.kind}`,
          });
        }
        const digest = computeDigest({ ...report.data, remote: culpritIdentity(report.data) }, secret);
        print(describeReport(report.data, digest));
        return answer(response, 200, { digest });
      },
      () => answer(response, 400, { error: 'invalid error report: the body could not be read' }),
    );
  };
}
