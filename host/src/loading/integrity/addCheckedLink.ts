/**
 * Adds `<link rel=… integrity crossorigin>` for a file of a release and resolves with it once the browser accepted it
 * (`load`), or with undefined on `error`, after removing it: a refused file leaves nothing behind, and a later attempt
 * adds a link of its own. `crossorigin` as `import()` and Vite's preload helper request the file (integrity needs CORS).
 */
export function addCheckedLink(
  rel: 'modulepreload' | 'stylesheet',
  { url, integrity }: { url: string; integrity: string },
): Promise<HTMLLinkElement | undefined> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = url;
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    link.addEventListener('load', () => resolve(link));
    link.addEventListener('error', () => {
      link.remove();
      resolve(undefined);
    });
    document.head.appendChild(link);
  });
}
