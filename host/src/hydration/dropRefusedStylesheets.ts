import { SERVER_STYLESHEET_ATTRIBUTE } from '@mfp/shared/page';

/**
 * Takes out of the head each stylesheet link the server put there for its slot (decision 0066) that the browser
 * refused: other bytes than the integrity recorded at deploy, a CORS failure, a missing file. The remote's runtime
 * (mini-css-extract-plugin's, Rspack's) reuses any `<link rel="stylesheet">` with the URL it wants without asking
 * whether it applied, so a refused one left in place would let the remote render unstyled and unreported; taken out,
 * the runtime adds its own link with the hash its entry holds, and a changed file fails the load as it did before
 * the server linked it (`integrity-failed`, decision 0057). Run by the entry script before any remote loads: the
 * links sit in the head before the deferred entry script, which runs only once each has loaded or failed.
 */
export function dropRefusedStylesheets(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${SERVER_STYLESHEET_ATTRIBUTE}]`))
    if (link.sheet === null) link.remove();
}
