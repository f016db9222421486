import { fromAllowedOrigin } from '@mfp/shared/origins';
import { SERVER_STYLESHEET_ATTRIBUTE } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { linkElement } from '../../pages/linkElement';

/**
 * The `<link rel="stylesheet">`s a slot the server rendered needs before its markup (decision 0066): the stylesheets
 * of the expose the entry mounts, as its deploy recorded them (`preload.styles`), each with that integrity and
 * requested as the remote's runtime requests it (`crossorigin="anonymous"`, the URL its public path makes), so that
 * the runtime finds the link and adds none. None for an entry on an origin the page may not load from, or whose
 * release was deployed before the stylesheets were recorded: its slot is styled when its code loads, as before.
 */
export function slotStylesheets(entry: RegistryEntry, allowedOrigins: readonly string[]): string {
  if (!fromAllowedOrigin(entry.entry, allowedOrigins)) return '';
  return (entry.preload?.styles ?? [])
    .map(({ path, integrity }) =>
      linkElement([
        ['rel', 'stylesheet'],
        ['href', new URL(path, entry.entry).href],
        ['integrity', integrity],
        ['crossorigin', 'anonymous'],
        [SERVER_STYLESHEET_ATTRIBUTE, entry.name],
      ]),
    )
    .join('');
}
