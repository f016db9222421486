import { PAGE_DATA_ELEMENT_ID, type PageData } from './pageDataSchema';

// In a JSON data block, only `<` can end the element early (`</script>`, `<!--`); `>` and `&` are escaped too so the
// text never reads as markup to anything scanning the page. JSON.parse reads the escapes back as the same characters.
const MARKUP = /[<>&\u2028\u2029]/g;
const escapeForScriptElement = (json: string) =>
  json.replace(MARKUP, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A value as a JSON data block with this id: JSON that no markup can end early, in an element browsers never execute,
 * so the page's CSP needs no nonce or hash for it.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${escapeForScriptElement(JSON.stringify(value))}</script>`;
}

/** The page data as an HTML element (`jsonDataBlock`). */
export function pageDataElement(data: PageData): string {
  return jsonDataBlock(PAGE_DATA_ELEMENT_ID, data);
}
