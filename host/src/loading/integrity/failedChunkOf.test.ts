import { failedChunkOf } from './failedChunkOf';

const CHUNK_URL = 'http://localhost:3100/remotes/catalog/1.0.0/85.0a1b2c3d.js';
const CSS_URL = 'http://localhost:3100/remotes/catalog/1.0.0/85.0a1b2c3d.css';

/** What webpack's `__webpack_require__.e` and mini-css-extract reject with. */
const chunkLoadError = (message: string, request: string | undefined) =>
  Object.assign(new Error(message), { name: 'ChunkLoadError', type: 'error', request });

describe('failedChunkOf', () => {
  it("reads the URL and chunk id of webpack's and Rspack's ChunkLoadError", () => {
    const error = chunkLoadError(`Loading chunk 85 failed.\n(error: ${CHUNK_URL})`, CHUNK_URL);
    expect(failedChunkOf(error)).toEqual({ url: CHUNK_URL, chunkId: '85' });
  });

  it("reads mini-css-extract's failed stylesheet, whose message has the URL without a prefix", () => {
    const error = Object.assign(new Error(`Loading CSS chunk 85 failed.\n(${CSS_URL})`), {
      code: 'CSS_CHUNK_LOAD_FAILED',
      request: CSS_URL,
    });
    expect(failedChunkOf(error)).toEqual({ url: CSS_URL, chunkId: '85' });
  });

  it('reads the message alone when a wrapper kept only it', () => {
    const wrapped = new Error(
      `[ Federation Runtime ]: Loading chunk __federation_expose_App failed.\n(error: ${CHUNK_URL})`,
    );
    expect(failedChunkOf(wrapped)).toEqual({ url: CHUNK_URL, chunkId: '__federation_expose_App' });
  });

  it('is undefined for any other error, whatever it holds', () => {
    expect(failedChunkOf(new Error(`could not reach ${CHUNK_URL}`))).toBeUndefined();
    expect(failedChunkOf(chunkLoadError('Loading chunk 85 failed.', undefined))).toBeUndefined();
    expect(failedChunkOf('Loading chunk 85 failed.')).toBeUndefined();
    expect(failedChunkOf(null)).toBeUndefined();
  });
});
