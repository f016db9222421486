import parser from 'postcss-selector-parser';

/**
 * The complex selectors of a list that target the page as a whole: those naming no class and no id, which match
 * elements of any owner (`body`, `button`, `* + h1`, `[type=button]`). A CSS-in-JS library's generated class
 * (`.css-1x2y3z button`) names the remote's own elements, and is not one of them. A list that does not parse counts
 * whole.
 */
export function targetsPage(selectorList: string): string[] {
  let root: parser.Root;
  try {
    root = parser().astSync(selectorList);
  } catch {
    return [selectorList.trim()];
  }
  const named = (selector: parser.Selector) => {
    let found = false;
    selector.walk((node) => {
      if (node.type === 'class' || node.type === 'id') found = true;
    });
    return found;
  };
  return root.nodes.filter((selector) => !named(selector)).map((selector) => selector.toString().trim());
}
