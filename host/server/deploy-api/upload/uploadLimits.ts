/** The bounds one upload is unpacked within. The api reads them from DEPLOY_MAX_FILES, DEPLOY_MAX_BYTES, DEPLOY_UPLOAD_IDLE_MS. */
export interface UploadLimits {
  /** Files (not folders) the archive may hold: DEPLOY_MAX_FILES. Folders are bounded by the same number. */
  readonly maxFiles: number;
  /** Bytes the request body may carry, and, separately, bytes its files may unpack to: DEPLOY_MAX_BYTES. */
  readonly maxBytes: number;
  /** Milliseconds the body may send nothing before the upload is dropped: DEPLOY_UPLOAD_IDLE_MS. */
  readonly idleMs: number;
}

export interface UnpackOptions extends Partial<UploadLimits> {
  /** Where the private temporary folder is made; `os.tmpdir()` when absent. */
  readonly tmpRoot?: string;
}

const MIB = 1024 * 1024;

/**
 * - 1000 files: catalog and cart build to 11 files each (chunks, source maps, manifest); a remote with a thousand is
 *   split badly, and each file costs a write and a store upload, so the bound keeps a deploy in seconds.
 * - 50 MiB: catalog and cart build to under 300 KiB with their source maps; 50 leaves room for images and fonts while
 *   keeping an upload that fills a host server's disk out of reach (checked on the body and on what it unpacks to).
 * - 10 s without a byte: CI runners on slow links still send every second; a client that stops sending holds a socket
 *   and a temporary folder, so it is dropped soon.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: 1000,
  maxBytes: 50 * MIB,
  idleMs: 10_000,
};

/** Bytes of one entry's path and of one of its segments (Linux's NAME_MAX); longer ones are refused, not cut. */
export const MAX_PATH_BYTES = 1024;
export const MAX_SEGMENT_BYTES = 255;

/**
 * Bytes of tar format around each entry (its header, a long-path or pax header, the padding to 512) the inflated stream
 * may carry beyond maxBytes of contents. It bounds inflating too: a bomb of headers or padding stops there.
 */
export const TAR_OVERHEAD_PER_ENTRY = 4096;
