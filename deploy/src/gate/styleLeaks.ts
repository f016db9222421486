import { registeredPropertyPrefix, scopedName, scopeRoots, styleAtRule, unscopedSelectors } from '@mfp/shared/styles';
import postcss, { type AtRule, type ChildNode, type Node } from 'postcss';

/** A rule of a stylesheet that can style something outside the remote's slot: where, and what. */
export interface StyleLeak {
  line: number | undefined;
  /** The selector, or the at-rule with what is wrong with it. */
  what: string;
}

const unquoted = (name: string): string => name.trim().replace(/^(["'])(.*)\1$/, '$2');

/** Whether an at-rule of one of these kinds is around the node: their rules are not checked as style rules. */
function inside(node: Node, kinds: string[]): boolean {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && kinds.includes(styleAtRule((parent as AtRule).name).kind)) return true;
  return false;
}

const nestedInRule = (node: Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'rule') return true;
  return false;
};

/** What is wrong with an at-rule, or undefined when it keeps to the slot (its rules are checked on their own). */
function atRuleLeak(atRule: AtRule, remote: string): string | undefined {
  const at = `@${atRule.name} ${atRule.params}`.trim();
  const treatment = styleAtRule(atRule.name);
  const named = (name: string) => scopedName(remote, name) === name;
  switch (treatment.kind) {
    case 'keyframes':
    case 'counter-style':
      return named(unquoted(atRule.params)) ? undefined : `${at}: a global name, not prefixed ${remote}__`;
    case 'font-face': {
      let family: string | undefined;
      atRule.walkDecls(/^font-family$/i, (decl) => void (family = unquoted(decl.value)));
      return family === undefined || named(family)
        ? undefined
        : `@font-face font-family ${family}: a global name, not prefixed ${remote}__`;
    }
    case 'property':
      return atRule.params.trim().startsWith(registeredPropertyPrefix(remote))
        ? undefined
        : `${at}: registers a property for the whole page; name it ${registeredPropertyPrefix(remote)}…`;
    case 'scope': {
      const { start } = scopeRoots(atRule.params);
      const unscoped = start === undefined ? ['(the whole document)'] : unscopedSelectors(start, remote);
      return unscoped.length === 0 ? undefined : `${at}: its root ${unscoped.join(', ')} is not the slot`;
    }
    case 'import':
      return /^(url\()?\s*["']?\s*([a-z][a-z0-9+.-]*:|\/)/i.test(atRule.params)
        ? `${at}: a stylesheet from elsewhere, not checked`
        : undefined;
    case 'unscopable':
      return `${at}: ${treatment.fix}`;
    default:
      return undefined;
  }
}

function nodeLeaks(node: ChildNode, remote: string): string[] {
  if (node.type === 'atrule') {
    const leak = atRuleLeak(node, remote);
    return leak === undefined ? [] : [leak];
  }
  if (node.type !== 'rule' || inside(node, ['keyframes', 'scope'])) return [];
  if (nestedInRule(node)) return [`${node.selector.trim()}: a nested rule, which the gate cannot check`];
  return unscopedSelectors(node.selector, remote);
}

/**
 * The rules of one stylesheet that can match outside the slot of `remote` (docs/decisions/0059), in order: selectors
 * the slot does not bound (`unscopedSelectors`, the rule the build's scoping follows), global names (`@keyframes`,
 * `@font-face` families, `@counter-style`, `@property`) not the remote's, nested rules, and at-rules that style the
 * whole page or that the scoping does not know. A stylesheet that does not parse is one leak: nothing in it was
 * checked. One pass over the tree.
 */
export function styleLeaks(css: string, file: string, remote: string): StyleLeak[] {
  let root: postcss.Root;
  try {
    root = postcss.parse(css, { from: file });
  } catch (error: unknown) {
    const reason = error instanceof postcss.CssSyntaxError ? error.reason : String(error);
    const line = error instanceof postcss.CssSyntaxError ? error.line : undefined;
    return [{ line, what: `the stylesheet does not parse (${reason}), so it was not checked` }];
  }
  const leaks: StyleLeak[] = [];
  root.walk((node) => {
    for (const what of nodeLeaks(node, remote)) leaks.push({ line: node.source?.start?.line, what });
  });
  return leaks;
}
