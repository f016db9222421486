import { LOADER_DATA_ELEMENT_ID, type LoaderDataBlock } from './loaderDataBlock';

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
