import { readFileSync, existsSync } from 'node:fs';
import { E2E_PATHS } from './e2ePaths';

export interface LogLine {
  event?: string;
  digest?: string;
  kind?: string;
  code?: string;
  /** What failed: `remote`, `registry` or `host`. */
  culprit?: string;
  /** The remote's name; for the registry, the entry a failure is about; null when there is none. */
  remote?: string | null;
  [field: string]: unknown;
}

/** The host server's JSON log lines so far (the server runs in its own process and writes them to a file). */
export function serverLogLines(): LogLine[] {
  if (!existsSync(E2E_PATHS.serverLog)) return [];
  return readFileSync(E2E_PATHS.serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        // The last line may be half written while the server is still writing it; the next poll reads it whole.
        return [];
      }
    });
}

export function failureLogLines(digest: string): LogLine[] {
  return serverLogLines().filter((line) => line.event === 'platform-failure' && line.digest === digest);
}
