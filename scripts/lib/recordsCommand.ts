import type { OpenedStore } from '@mfp/store';
import { releaseAuthor } from '@mfp/store/releases';
import { storeFromSettings } from './storeFromSettings';

/**
 * What a command that changes the deploy API's records works with (`npm run tokens`, `npm run remotes`): the store,
 * the clock, who runs it, and where it prints.
 */
export interface RecordsCommandContext {
  store: Pick<OpenedStore, 'readReleases' | 'withLock' | 'control' | 'location'>;
  now: () => Date;
  /** `user@host`, recorded as who made each change. */
  by: string;
  /** Standard output: what the user asked for. */
  print: (text: string) => void;
  /** Standard error: one JSON line per change, for the platform team's logs. Never a token. */
  log: (line: string) => void;
}

/**
 * Runs `work` against `store` (by default the one the settings name, as `npm run deploy` would open it), as this
 * machine's user, and closes the store afterwards, whatever happened.
 */
export async function runRecordsCommand(
  work: (context: RecordsCommandContext) => Promise<void>,
  store: OpenedStore = storeFromSettings(),
): Promise<void> {
  const { user, host } = releaseAuthor();
  try {
    await work({
      store,
      now: () => new Date(),
      by: `${user}@${host}`,
      print: (text) => console.log(text),
      log: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
}
