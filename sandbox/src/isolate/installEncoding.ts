/*
 * Runs before every other module of the runtime bundle: whatwg-url and React's edge build both create a TextEncoder
 * or TextDecoder while they load.
 */
import { TextDecoderShim, TextEncoderShim } from './utf8';

const global = globalThis as unknown as Record<string, unknown>;
global.TextEncoder = TextEncoderShim;
global.TextDecoder = TextDecoderShim;
