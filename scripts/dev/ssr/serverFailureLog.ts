import type { SlotRendererOptions } from '@mfp/host-server';

type Log = SlotRendererOptions['reporting']['log'];

interface FailureRecord {
  remote?: string;
  kind?: string;
  code?: string;
  digest?: string;
  pageUrl?: string;
  message?: string;
}

/**
 * Where `dev:remote --ssr` writes a server render's failure (decision 0069): the host server's JSON log line, as
 * production writes it, then the whole message in plain text. In dev the developer owns the code, so the terminal
 * shows what production keeps in its log; the page shows only the fallback screen and the digest.
 */
export function serverFailureLog(print: (line: string) => void): Log {
  const error = (record: unknown, summary?: unknown) => {
    print(JSON.stringify({ level: 50, time: Date.now(), ...(record as object), msg: summary }));
    const { remote, kind, code, digest, pageUrl, message } = record as FailureRecord;
    print(`✗ ${remote} failed to render on the server at ${pageUrl}: ${kind} (${code}), digest ${digest}`);
    print(`  ${String(message).split('\n').join('\n  ')}`);
  };
  return { error } as Log;
}
