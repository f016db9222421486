/**
 * What the host lends a remote's slot: these custom properties, and nothing else (docs/decisions/0061). Their values
 * are the host's look; a remote reads them (`font-family: var(--mfp-font-family)`) to match it. The host's own rules
 * never reach into a slot by element selectors, and the slot resets every inherited property to this base, so a remote
 * renders the same in the host as on its standalone page, which applies the same base.
 */
export const SLOT_CUSTOM_PROPERTIES = {
  '--mfp-font-family': 'system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif',
  '--mfp-font-size': '16px',
  '--mfp-color-text': '#111',
  '--mfp-color-muted': '#555',
  '--mfp-color-accent': '#0b57d0',
  '--mfp-color-background': '#fff',
} as const;

/** A documented custom property of the slot. */
export type SlotCustomProperty = keyof typeof SLOT_CUSTOM_PROPERTIES;

/**
 * The inherited properties of a slot, set on the element around its root: the documented custom properties for the
 * font and colour, initial values for the rest. Whatever the host's page or shell sets on their ancestors (a centred
 * text, a heading's weight) stops here. Plain property names, so the host's React style and the standalone page share
 * one object.
 */
export const SLOT_BASE_STYLE = {
  fontFamily: 'var(--mfp-font-family)',
  fontSize: 'var(--mfp-font-size)',
  color: 'var(--mfp-color-text)',
  fontStyle: 'normal',
  fontWeight: 400,
  lineHeight: 'normal',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  whiteSpace: 'normal',
  visibility: 'visible',
  cursor: 'auto',
} as const;
