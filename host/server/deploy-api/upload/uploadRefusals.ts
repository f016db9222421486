import { DEPLOY_UPLOAD_CONTENT_TYPE } from '@mfp/shared/deploy';
import { entryLabel } from './entryPath';
import { messageOf } from './thrownValues';
import { UploadError } from './UploadError';

/** Every refusal of an upload, worded once: what was wrong, then the setting or command that fixes it. */

const HOW_TO_PACK =
  'Send the build folder as a gzipped tar of its contents (`mfp deploy` does; by hand `tar -czf - -C dist .`).';

const mebibytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MiB`;

export const refuse = {
  notGzip: (head: Buffer) =>
    new UploadError(
      'content-type-invalid',
      head.length === 0
        ? `The request body is empty, though its content type says ${DEPLOY_UPLOAD_CONTENT_TYPE}. ${HOW_TO_PACK}`
        : `The request body is not gzip data (it starts with 0x${head.subarray(0, 4).toString('hex')}, gzip starts ` +
            `with 0x1f8b08), though its content type says ${DEPLOY_UPLOAD_CONTENT_TYPE}. ${HOW_TO_PACK}`,
    ),
  badGzip: (cause: unknown) =>
    new UploadError('upload-invalid', `The upload is not valid gzip data (${messageOf(cause)}). ${HOW_TO_PACK}`, {
      cause,
    }),
  notTar: (cause: unknown) =>
    new UploadError(
      'upload-invalid',
      `The upload is gzip, but what it holds is not a tar archive (${messageOf(cause)}). ${HOW_TO_PACK}`,
      { cause },
    ),
  noEndOfArchive: () =>
    new UploadError(
      'upload-incomplete',
      'The archive ends without its end-of-archive marker: it was cut short before it was compressed, or a file ' +
        `was appended to it. ${HOW_TO_PACK}`,
    ),
  entry: (name: string, reason: string) =>
    new UploadError(
      'upload-invalid',
      `The archive entry ${entryLabel(name)} is refused: ${reason}. Archive the build folder's contents with paths ` +
        'relative to it (`tar -czf - -C dist .`).',
    ),
  entryType: (name: string, type: string | null) =>
    new UploadError(
      'upload-invalid',
      `The archive entry ${entryLabel(name)} is ${type === null ? 'of an unknown type' : `a ${type}`}; an upload may ` +
        'hold only files and folders. Put a copy of the file in place of a link, and leave devices and pipes out.',
    ),
  empty: () =>
    new UploadError(
      'upload-invalid',
      `The archive holds no files. Build the remote first, then archive its build folder's contents. ${HOW_TO_PACK}`,
    ),
  tooManyFiles: (maxFiles: number, what: 'files' | 'folders') =>
    new UploadError(
      'upload-too-many-files',
      `The archive holds more than ${maxFiles} ${what} (DEPLOY_MAX_FILES). Deploy fewer files, or raise ` +
        'DEPLOY_MAX_FILES on the host server.',
    ),
  bodyTooLarge: (maxBytes: number) =>
    new UploadError(
      'upload-too-large',
      `The upload is larger than ${mebibytes(maxBytes)} (DEPLOY_MAX_BYTES = ${maxBytes}). Leave what the remote ` +
        'does not serve out of its build folder, or raise DEPLOY_MAX_BYTES on the host server.',
    ),
  unpackedTooLarge: (maxBytes: number) =>
    new UploadError(
      'upload-too-large',
      `The archive unpacks to more than ${mebibytes(maxBytes)} (DEPLOY_MAX_BYTES = ${maxBytes}); unpacking stopped ` +
        'there. Leave what the remote does not serve out of its build folder, or raise DEPLOY_MAX_BYTES on the host server.',
    ),
  stalled: (idleMs: number) =>
    new UploadError(
      'upload-stalled',
      `The upload sent nothing for ${idleMs} ms (DEPLOY_UPLOAD_IDLE_MS) and was dropped. Send it again; on a slow ` +
        'link raise DEPLOY_UPLOAD_IDLE_MS on the host server.',
    ),
  incomplete: (cause?: unknown) =>
    new UploadError(
      'upload-incomplete',
      'The upload ended before the archive did (the connection dropped, or the client stopped sending midway). ' +
        'Send it again.',
      { cause },
    ),
  internal: (cause: unknown) =>
    new UploadError(
      'internal',
      // The cause (a file system error names server paths) goes to the server log through `cause`, not to the client.
      "Unpacking the upload failed on the server; nothing was kept. The host server's log has the cause (look at " +
        'its temporary folder: free space, permissions); send the upload again once it is fixed.',
      { cause },
    ),
};
