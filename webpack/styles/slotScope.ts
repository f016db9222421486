import {
  registeredPropertyPrefix,
  scopeDeclarationValue,
  scopedName,
  scopeRoots,
  scopeSelector,
  slotSelector,
  styleAtRule,
  type DeclarationBlock,
} from '@mfp/shared/styles';
import type { AtRule, Container, Node, Plugin, Root, Rule } from 'postcss';
import postcssNesting from 'postcss-nesting';
import { keyframesInCustomProperties } from './keyframesInCustomProperties';
import { ownRegisteredProperties } from './ownRegisteredProperties';

/** The options of the plugin: the remote's federation name, which its slot's root carries. */
export interface SlotScopeOptions {
  remote: string;
}

/**
 * The plugin pack `slotScope` returns, as PostCSS, postcss-loader and Vite take it (a `Plugin` with `plugins`).
 * Described here rather than with PostCSS's types, which the kit's declaration bundler cannot carry.
 */
export interface SlotScopePlugin {
  postcssPlugin: string;
  plugins: object[];
}

const PLUGIN = 'mfp-slot-scope';

/** Whether an at-rule of one of these kinds is around the node (keyframes: `-webkit-keyframes` too). */
function inside(node: Rule, kinds: string[]): boolean {
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && kinds.includes(styleAtRule((parent as AtRule).name).kind)) return true;
  return false;
}

/** A name as written (`spin` or `"spin"`), prefixed, in the same form. */
function scopedParam(remote: string, params: string): string {
  const name = params.trim();
  const quote = name.startsWith('"') || name.startsWith("'") ? name[0] : undefined;
  return quote ? quote + scopedName(remote, name.slice(1, -1)) + quote : scopedName(remote, name);
}

/** An `@import` the build resolves itself: a path, not a URL of another origin. */
const importsFromElsewhere = (params: string): boolean => /^(url\()?\s*["']?\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(params);

function scopeAtRule(atRule: AtRule, remote: string): void {
  const treatment = styleAtRule(atRule.name);
  switch (treatment.kind) {
    case 'keyframes':
    case 'counter-style':
      atRule.params = scopedParam(remote, atRule.params);
      return;
    case 'property':
      if (atRule.params.trim().startsWith(registeredPropertyPrefix(remote))) return;
      throw atRule.error(
        `@property ${atRule.params.trim()} registers a custom property for the whole page, which cannot be scoped to ` +
          `the slot of "${remote}": name it ${registeredPropertyPrefix(remote)}… (docs/decisions/0059)`,
        { plugin: PLUGIN },
      );
    case 'scope': {
      const { start, rest } = scopeRoots(atRule.params);
      atRule.params = `(${start === undefined ? slotSelector(remote) : scopeSelector(start, remote)})${rest ? ` ${rest.trim()}` : ''}`;
      return;
    }
    case 'import':
      if (!importsFromElsewhere(atRule.params)) return;
      throw atRule.error(
        `@import ${atRule.params} loads a stylesheet from another origin, which the build cannot scope to the slot ` +
          `of "${remote}": copy it into the repository (or install its package) and import the file`,
        { plugin: PLUGIN },
      );
    case 'unscopable':
      throw atRule.error(`@${atRule.name} cannot be scoped to the slot of "${remote}": ${treatment.fix}`, {
        plugin: PLUGIN,
      });
    default:
      return;
  }
}

function scopeRule(rule: Rule, remote: string): void {
  // Keyframe selectors (`from`, `50%`) are not selectors; inside @scope, rules are bounded by its scoped root.
  if (inside(rule, ['keyframes', 'scope'])) return;
  try {
    rule.selector = scopeSelector(rule.selector, remote);
  } catch (error: unknown) {
    const detail = error instanceof Error ? error.message : String(error);
    throw rule.error(`the selector "${rule.selector}" cannot be parsed, so it cannot be scoped: ${detail}`, {
      plugin: PLUGIN,
    });
  }
}

const blockOf = (parent: Container | undefined): DeclarationBlock => {
  const kind = parent?.type === 'atrule' ? styleAtRule((parent as AtRule).name).kind : undefined;
  return kind === 'font-face' || kind === 'counter-style' ? kind : 'style';
};

function scopeRoot(root: Root, remote: string): void {
  // Before the at-rules: the keyframes' names as written, and registrations the check below then finds the remote's.
  keyframesInCustomProperties(root, remote);
  ownRegisteredProperties(root, remote);
  root.walkAtRules((atRule) => scopeAtRule(atRule, remote));
  root.walkRules((rule) => scopeRule(rule, remote));
  root.walkDecls((decl) => {
    decl.value = scopeDeclarationValue(decl.prop, decl.value, remote, blockOf(decl.parent));
  });
}

/**
 * The PostCSS plugin that scopes a remote's stylesheets to its slot (docs/decisions/0059): nesting flattened first
 * (postcss-nesting), then every selector, global name and at-rule through the rules of `@mfp/shared/styles`, the
 * ones the gate checks. It runs last (`OnceExit`), after Tailwind or any other plugin of the build, and fails the
 * build, naming the file and line, where a rule cannot be scoped. The kit's webpack and Rspack builds add it; a
 * Vite build adds it in `css.postcss.plugins` (docs/remote-contract.md).
 */
export function slotScope({ remote }: SlotScopeOptions): SlotScopePlugin {
  const scoping: Plugin = { postcssPlugin: `${PLUGIN}-rules`, OnceExit: (root) => scopeRoot(root, remote) };
  return { postcssPlugin: PLUGIN, plugins: [postcssNesting() as Plugin, scoping] };
}
