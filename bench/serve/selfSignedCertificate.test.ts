import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { makeSelfSignedCertificate } from './selfSignedCertificate';

describe('the bench certificate', () => {
  it('is made for 127.0.0.1 and pinned by the SPKI hash openssl itself computes', () => {
    const certificate = makeSelfSignedCertificate();
    try {
      const pem = readFileSync(certificate.certPath, 'utf8');
      const x509 = new X509Certificate(pem);
      expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
      expect(x509.checkPrivateKey(createPrivateKey(readFileSync(certificate.keyPath)))).toBe(true);
      // The recipe of Chromium's documentation for --ignore-certificate-errors-spki-list.
      const fromOpenssl = execFileSync(
        'sh',
        [
          '-c',
          `openssl x509 -in '${certificate.certPath}' -pubkey -noout | openssl pkey -pubin -outform der | ` +
            'openssl dgst -sha256 -binary | base64',
        ],
        { encoding: 'utf8' },
      ).trim();
      expect(certificate.spkiSha256).toBe(fromOpenssl);
    } finally {
      certificate.remove();
    }
    expect(existsSync(certificate.certPath)).toBe(false);
  });
});
