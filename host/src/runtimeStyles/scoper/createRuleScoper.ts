import { registeredPropertyPrefix, scopeSelector, scopedName, styleAtRule } from '@mfp/shared/styles';
import type { RuleScoper, ScopedRules } from './RuleScoper';
import { scopedDeclarations } from './scopedDeclarations';
import { targetsPage } from './targetsPage';

/** The text before a rule's block: `@media (width > 40em)`, `@layer base`. */
const prelude = (rule: CSSRule) => rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
const atRuleName = (rule: CSSRule) => /^@([-\w]+)/.exec(rule.cssText)?.[1];
const childrenOf = (rule: CSSRule): CSSRuleList | undefined =>
  'cssRules' in rule ? (rule as CSSGroupingRule).cssRules : undefined;

/**
 * Scopes rules as the browser parsed them (`parse`, a scratch style sheet's rules), with the scoping the build uses
 * (`@mfp/shared/styles`, docs/decisions/0059): selectors to the slot, at-rules kept or renamed, global names in values
 * prefixed. The browser has already dropped what it does not understand, so what is left is what would apply.
 */
export function createRuleScoper(parse: (text: string) => CSSRuleList): RuleScoper {
  function scopeRule(rule: CSSRule, remote: string, pageWide: string[]): string {
    if (rule instanceof CSSStyleRule) {
      pageWide.push(...targetsPage(rule.selectorText));
      const nested = childrenOf(rule);
      const inner = nested && nested.length > 0 ? ` ${scopeList(nested, remote, pageWide)}` : '';
      return `${scopeSelector(rule.selectorText, remote)} { ${scopedDeclarations(rule.style, remote, 'style')}${inner} }`;
    }
    const name = atRuleName(rule) ?? '';
    const treatment = styleAtRule(name);
    switch (treatment.kind) {
      case 'grouping': {
        const children = childrenOf(rule);
        return children ? `${prelude(rule)} { ${scopeList(children, remote, pageWide)} }` : rule.cssText;
      }
      case 'keyframes': {
        const keyframes = rule as CSSKeyframesRule;
        const frames = Array.from(keyframes.cssRules, (frame) => frame.cssText).join(' ');
        return `@keyframes ${scopedName(remote, keyframes.name)} { ${frames} }`;
      }
      case 'font-face':
        return `@font-face { ${scopedDeclarations((rule as CSSFontFaceRule).style, remote, 'font-face')} }`;
      case 'property':
        if (prelude(rule).includes(registeredPropertyPrefix(remote))) return rule.cssText;
        break;
      case 'inert':
        return rule.cssText;
      default:
        break;
    }
    // Named globally or styling the page itself (`@page`, another remote's `@property`), and not renamed here: left out.
    pageWide.push(prelude(rule) || `@${name}`);
    return '';
  }

  function scopeList(rules: CSSRuleList, remote: string, pageWide: string[]): string {
    return Array.from(rules, (rule) => scopeRule(rule, remote, pageWide))
      .filter((text) => text !== '')
      .join('\n');
  }

  return {
    scope(text: string, remote: string): ScopedRules {
      const pageWide: string[] = [];
      return { text: scopeList(parse(text), remote, pageWide), pageWide };
    },
  };
}
