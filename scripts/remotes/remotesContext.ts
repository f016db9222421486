import type { ControlRecords } from '@mfp/store';
import type { ReleasesStore } from '@mfp/store/releases';
import type { RecordsCommandContext } from '../lib/recordsCommand';

/**
 * What `npm run remotes` works with: a records command's context (`scripts/lib/recordsCommand.ts`), with the whole
 * store and STORE_PUBLIC_URL, since `server-render` writes the registry as a deploy does.
 */
export type RemotesContext = Omit<RecordsCommandContext, 'store'> & {
  store: ReleasesStore & { readonly control: ControlRecords };
  storePublicUrl: string;
};
