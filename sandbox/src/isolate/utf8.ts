/*
 * TextEncoder and TextDecoder for the isolate, UTF-8 only (the contract's realm guarantees them; V8 alone has neither).
 * React's edge build encodes every chunk with TextEncoder, so `encode` stays a tight loop. Decoding of the rendered
 * output happens on the host side; this decoder serves the remote's own code and whatwg-url.
 */

/** Markup is mostly ASCII: one byte per character, no oversized buffer to trim. */
function encodeAscii(text: string): Uint8Array | undefined {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return undefined;
    out[i] = code;
  }
  return out;
}

function encodeUtf8(text: string): Uint8Array {
  const ascii = encodeAscii(text);
  if (ascii) return ascii;
  const out = new Uint8Array(text.length * 3);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else code = 0xfffd;
    } else if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) out[at++] = code;
    else if (code < 0x800) {
      out[at++] = 0xc0 | (code >> 6);
      out[at++] = 0x80 | (code & 63);
    } else if (code < 0x10000) {
      out[at++] = 0xe0 | (code >> 12);
      out[at++] = 0x80 | ((code >> 6) & 63);
      out[at++] = 0x80 | (code & 63);
    } else {
      out[at++] = 0xf0 | (code >> 18);
      out[at++] = 0x80 | ((code >> 12) & 63);
      out[at++] = 0x80 | ((code >> 6) & 63);
      out[at++] = 0x80 | (code & 63);
    }
  }
  return out.slice(0, at);
}

function decodeUtf8(bytes: Uint8Array): string {
  const at = (i: number) => (bytes[i] ?? 0) & 63;
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i++] ?? 0;
    let code = byte;
    if (byte >= 0xf0) {
      code = ((byte & 7) << 18) | (at(i) << 12) | (at(i + 1) << 6) | at(i + 2);
      i += 3;
    } else if (byte >= 0xe0) {
      code = ((byte & 15) << 12) | (at(i) << 6) | at(i + 1);
      i += 2;
    } else if (byte >= 0xc0) {
      code = ((byte & 31) << 6) | at(i);
      i += 1;
    }
    text += String.fromCodePoint(Math.min(code, 0x10ffff));
  }
  return text;
}

type Source = ArrayBuffer | ArrayBufferView;

function bytesOf(source: Source | undefined): Uint8Array {
  if (source === undefined) return new Uint8Array(0);
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}

export class TextEncoderShim {
  readonly encoding = 'utf-8';
  encode(text = ''): Uint8Array {
    return encodeUtf8(String(text));
  }
  encodeInto(text: string, into: Uint8Array): { read: number; written: number } {
    const bytes = encodeUtf8(text);
    const written = Math.min(bytes.length, into.length);
    into.set(bytes.subarray(0, written));
    return { read: text.length, written };
  }
}

export class TextDecoderShim {
  readonly encoding = 'utf-8';
  constructor(label = 'utf-8') {
    if (!/^utf-?8$/i.test(label)) throw new RangeError(`TextDecoder: only utf-8 is available here, not ${label}`);
  }
  decode(source?: Source): string {
    return decodeUtf8(bytesOf(source));
  }
}
