import { AUTHORIZATION_SCHEME, DEPLOY_UPLOAD_CONTENT_TYPE, deployApiPaths } from '@mfp/shared/deploy';

/** An answer of the API: status, headers and JSON body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string; problems?: unknown[] } };
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer['body'] };
}

const auth = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `${AUTHORIZATION_SCHEME} ${token}` };

/** `POST …/releases` as `mfp deploy` sends it: a gzipped tar, a token, a query, provenance headers. */
export async function upload(
  url: string,
  remote: string,
  body: Buffer,
  { token, query = '', headers = {} }: { token?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${url}${deployApiPaths.releases(remote)}${query}`, {
    method: 'POST',
    headers: { 'content-type': DEPLOY_UPLOAD_CONTENT_TYPE, ...auth(token), ...headers },
    body,
  });
  return answerOf(response);
}

/** A JSON request to the API (rollback, register) or a GET. */
export async function call(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  { token, json, headers = {} }: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth(token), ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  return answerOf(response);
}
