/**
 * @jest-environment node
 */
// Node's fetch, Response and crypto.subtle are the browser's APIs; jsdom lacks the last two.
import { findIntegrityMismatch, IntegrityMismatchError, sriOfBytes } from './subresourceIntegrity';

// SHA-384 of "abc" (FIPS 180-2 test vector), in base64.
const SRI_OF_ABC = 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn';
const URL_OF_ENTRY = 'http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js';
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('subresource integrity in the page', () => {
  const realCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  const realFetch = globalThis.fetch;
  afterEach(() => {
    Object.defineProperty(globalThis, 'crypto', realCrypto);
    globalThis.fetch = realFetch;
  });

  it('hashes bytes the way the store records them', async () => {
    await expect(sriOfBytes(bytesOf('abc'))).resolves.toBe(SRI_OF_ABC);
  });

  it('cannot hash where the page has no crypto.subtle (not a secure context)', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    await expect(sriOfBytes(bytesOf('abc'))).resolves.toBeUndefined();
  });

  it('finds the mismatch of a file whose bytes changed, naming both values', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('abc')));
    const mismatch = await findIntegrityMismatch(URL_OF_ENTRY, `sha384-${'A'.repeat(64)}`, 1_000);
    expect(mismatch).toBeInstanceOf(IntegrityMismatchError);
    expect(mismatch?.message).toBe(
      `${URL_OF_ENTRY} does not match the integrity recorded at deploy: expected sha384-${'A'.repeat(64)}, got ${SRI_OF_ABC}`,
    );
    expect(globalThis.fetch).toHaveBeenCalledWith(URL_OF_ENTRY, expect.objectContaining({ mode: 'cors' }));
  });

  it('finds none when the file matches, cannot be fetched, or answers an HTTP error', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('abc')));
    await expect(findIntegrityMismatch(URL_OF_ENTRY, SRI_OF_ABC, 1_000)).resolves.toBeUndefined();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(findIntegrityMismatch(URL_OF_ENTRY, SRI_OF_ABC, 1_000)).resolves.toBeUndefined();
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('gone', { status: 404 })));
    await expect(findIntegrityMismatch(URL_OF_ENTRY, `sha384-${'A'.repeat(64)}`, 1_000)).resolves.toBeUndefined();
  });

  it('gives up on a file that does not arrive within its budget', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    await expect(findIntegrityMismatch(URL_OF_ENTRY, SRI_OF_ABC, 20)).resolves.toBeUndefined();
  });
});
