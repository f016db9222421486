import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSignedCertificate {
  certPath: string;
  keyPath: string;
  /** base64 SHA-256 of the certificate's public key: what `--ignore-certificate-errors-spki-list` takes. */
  spkiSha256: string;
  remove(): void;
}

/** base64 SHA-256 of a PEM certificate's SubjectPublicKeyInfo (DER), as Chromium's SPKI list names keys. */
function spkiSha256(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * A fresh P-256 key and a certificate for 127.0.0.1 signed by itself, valid two days, made with Debian's `openssl`
 * in a temporary folder. Chromium accepts it only through the SPKI list flag: its verifier then clears the error, so
 * responses are cached as over any valid certificate (plain `--ignore-certificate-errors` leaves them uncacheable).
 */
export function makeSelfSignedCertificate(): SelfSignedCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'mfp-bench-tls-'));
  // nginx's master reads them as root before it drops to its workers' user.
  chmodSync(dir, 0o755);
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  // The shape of the command in openssl's manual: req -x509 with an EC key and subjectAltName on the command line.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    certPath,
    keyPath,
    spkiSha256: spkiSha256(readFileSync(certPath, 'utf8')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
