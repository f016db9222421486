/*
 * The realm the server contract promises (docs/remote-contract.md, Seam A of issue 32): ECMAScript built-ins plus
 * TextEncoder/TextDecoder, ReadableStream, URL/URLSearchParams, timers, queueMicrotask, console and fetch. Imported
 * by the runtime bundle before React, after ./installEncoding.
 */
import { ReadableStream } from 'web-streams-polyfill';
import { URL, URLSearchParams } from 'whatwg-url';
import { installHostBridge } from './hostBridge';
import { TextDecoderShim } from './utf8';

const global = globalThis as unknown as Record<string, unknown>;
global.ReadableStream = ReadableStream;
global.URL = URL;
global.URLSearchParams = URLSearchParams;
const decoder = new TextDecoderShim();
installHostBridge((bytes) => decoder.decode(bytes));
