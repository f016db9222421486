import { platformStatusSchema, STATUS_API_PATH } from '@mfp/shared/status';
import type { StatusFetch } from './StatusState';

const REFUSED = new Set([401, 403, 404]);

/**
 * Fetches the status document with the page's cookies (the admin session; same origin) and validates it. Every way it
 * can go wrong ends as a `StatusProblem`, never as a throw.
 */
export async function fetchPlatformStatus(fetchImpl: typeof fetch = fetch, signal?: AbortSignal): Promise<StatusFetch> {
  let response: Response;
  try {
    response = await fetchImpl(STATUS_API_PATH, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error: unknown) {
    return {
      ok: false,
      problem: { kind: 'unreachable', detail: error instanceof Error ? error.message : String(error) },
    };
  }
  if (REFUSED.has(response.status)) return { ok: false, problem: { kind: 'signed-out' } };
  if (!response.ok) return { ok: false, problem: { kind: 'bad-answer', detail: `HTTP ${response.status}` } };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: { kind: 'bad-answer', detail: 'the answer is not JSON' } };
  }
  const parsed = platformStatusSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? first.path.join('.') : 'the document';
    return { ok: false, problem: { kind: 'bad-answer', detail: `${where}: ${first?.message ?? 'invalid'}` } };
  }
  return { ok: true, status: parsed.data };
}
