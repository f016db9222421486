const ATTRIBUTE_SPECIALS = /[&"<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value: string) => value.replace(ATTRIBUTE_SPECIALS, (character) => ENTITIES[character] ?? '');

/** A `<link>` with these attributes, in this order, each value escaped for a double-quoted attribute. */
export function linkElement(attributes: readonly (readonly [name: string, value: string])[]): string {
  return `<link ${attributes.map(([name, value]) => `${name}="${attribute(value)}"`).join(' ')}>`;
}
