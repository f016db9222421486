import { codeOf, messageOf } from './thrownValues';
import type { UploadError } from './UploadError';
import { refuse } from './uploadRefusals';

/**
 * What the libraries' own errors mean for the client. zlib and tar-stream report problems as plain errors, told apart
 * only by code or message; anything not recognised is the server's failure (`internal`), not the client's.
 */

/** zlib: a stream that stops mid-member is cut short; any other complaint is data that is not gzip. */
export function fromGunzip(error: unknown): UploadError {
  if (codeOf(error) === 'Z_BUF_ERROR') return refuse.incomplete(error);
  return refuse.badGzip(error);
}

// tar-stream's messages (extract.js and headers.js, 3.x): a tar cut short, or bytes that are not a tar header.
const CUT_SHORT = 'Unexpected end of data';
const NOT_TAR = ['Invalid tar header', 'Header exceeds max size', 'Invalid header'];

/** The tar parser's errors, and those of the file system while writing an entry (which carry a code). */
export function fromParser(error: unknown): UploadError {
  if (codeOf(error) !== undefined) return refuse.internal(error);
  const message = messageOf(error);
  if (message.startsWith(CUT_SHORT)) return refuse.incomplete(error);
  if (NOT_TAR.some((start) => message.startsWith(start))) return refuse.notTar(error);
  return refuse.internal(error);
}
