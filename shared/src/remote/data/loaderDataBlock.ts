import { z } from 'zod';

/** The id of the page's loader data block: `<script type="application/json" id="mfp-loader-data">`. */
export const LOADER_DATA_ELEMENT_ID = 'mfp-loader-data';

/**
 * What the data block holds: the slot's remote, the URL its loader ran for (without platform parameters) and the
 * result's JSON text, parsed only by the browser's slot. A block, not a script: the page's CSP runs no inline script,
 * and a `type="application/json"` element is never executed (decision 0093).
 */
export const loaderDataBlockSchema = z.object({
  remote: z.string().min(1).max(200),
  url: z.string().startsWith('/').max(8000),
  data: z.string(),
});
export type LoaderDataBlock = z.infer<typeof loaderDataBlockSchema>;

/**
 * The block as HTML. Its JSON is escaped so that no `<` can end the element early (`</script>` in a product's name)
 * and no line separator upsets a parser: the text parses back to the same value.
 */
export function loaderDataBlockHtml(block: LoaderDataBlock): string {
  const json = JSON.stringify(block).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `<script type="application/json" id="${LOADER_DATA_ELEMENT_ID}">${json}</script>`;
}
