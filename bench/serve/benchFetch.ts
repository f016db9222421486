import { get } from 'node:https';

/** Certificates (PEM) this process trusts for https besides the system's: the bench's self-signed one. */
const trusted: string[] = [];

export function trustCertificate(pem: string): void {
  trusted.push(pem);
}

/**
 * The text at `url`, as the bench's own requests read it (license files of the scripts): plain fetch for http, and
 * for https a request that also trusts the certificates given to `trustCertificate`, so the bench's own TLS proxy is
 * verified rather than unchecked.
 */
export function fetchText(url: string): Promise<string> {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.text());
  return new Promise((resolve, reject) => {
    const request = get(url, { ca: trusted.length > 0 ? trusted : undefined }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
