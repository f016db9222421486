import type { DefaultTreeAdapterTypes } from 'parse5';

/** Attributes whose value says what the element is; every other value (content, href, text) is the remote's data. */
const NAMING_ATTRIBUTES = new Set(['rel', 'name', 'property', 'http-equiv']);
const MAX_VALUE = 40;
const MAX_ATTRIBUTES = 8;
const MAX_CHARS = 160;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * An element as a log line may name it: `meta http-equiv=refresh content`, tag and attribute names with only the naming
 * values, each cut short. Not covered: telling two elements apart whose difference is in their data.
 */
export function describeElement(element: DefaultTreeAdapterTypes.Element): string {
  const attributes = element.attrs.slice(0, MAX_ATTRIBUTES).map(({ name, value }) => {
    const shown = cut(name, MAX_VALUE);
    return NAMING_ATTRIBUTES.has(name) ? `${shown}=${cut(value, MAX_VALUE)}` : shown;
  });
  if (element.attrs.length > MAX_ATTRIBUTES) attributes.push('…');
  return cut([cut(element.tagName, MAX_VALUE), ...attributes].join(' '), MAX_CHARS);
}
