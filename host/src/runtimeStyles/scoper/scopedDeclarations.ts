import { scopeDeclarationValue, type DeclarationBlock } from '@mfp/shared/styles';

/** A declaration block as text, each value's global names (keyframes, font families, counter styles) scoped. */
export function scopedDeclarations(style: CSSStyleDeclaration, remote: string, block: DeclarationBlock): string {
  const declarations: string[] = [];
  for (let index = 0; index < style.length; index++) {
    const property = style.item(index);
    const value = scopeDeclarationValue(property, style.getPropertyValue(property), remote, block);
    const priority = style.getPropertyPriority(property);
    declarations.push(`${property}: ${value}${priority ? ` !${priority}` : ''};`);
  }
  return declarations.join(' ');
}
