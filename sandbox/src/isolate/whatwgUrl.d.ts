// whatwg-url ships no types; the runtime bundle uses its two classes as the realm's URL and URLSearchParams.
declare module 'whatwg-url' {
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}
