import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import type { Fault } from '../fixtures/fixtureCatalogue';

/** What the fault server sends for each fault, and which of a broken fixture's files the fault applies to. */

const JS_TYPE = 'application/javascript; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  '.js': JS_TYPE,
  '.json': JSON_TYPE,
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': JSON_TYPE,
  '.txt': 'text/plain; charset=utf-8',
};

const MANIFEST = REMOTE_MANIFEST_FILE;
const ENTRY = REMOTE_ENTRY_FILE;

/** What a fault answers with a 200, so a deploy of the broken release would have recorded these bytes. */
const SERVED_BODIES: Partial<Record<Fault, string>> = {
  'garbage-js': 'this is not { javascript',
  'invalid-manifest': '{"remotes": [',
};

/**
 * The body a fault serves in place of the file with a 200, or undefined for a fault that answers no file at all (an
 * error status, a hang): the registry records the integrity of what is served, as a deploy of it would.
 */
export function servedBodyOf(fault: Fault): string | undefined {
  return SERVED_BODIES[fault];
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** The fault to inject into `file` of a broken fixture, or undefined when this file is served normally. */
export function faultForFile(fault: Fault, file: string): Fault | undefined {
  switch (fault) {
    case 'manifest-404':
    case 'manifest-500':
    case 'hang':
    case 'invalid-manifest':
      return file === MANIFEST ? fault : undefined;
    case 'garbage-js':
      return file === ENTRY ? fault : undefined;
    case 'chunk-404':
      return file.endsWith('.js') && file !== ENTRY ? fault : undefined;
    case 'refused':
      // Broken by having no listener at all, not by any answer.
      return undefined;
  }
}

/**
 * Sends the faulty answer. A hang sends nothing: the socket stays open until the client gives up or the server
 * closes, and `onHang` receives it so the server can cut it on close.
 */
export function sendFault(reply: FastifyReply, fault: Fault, onHang: (reply: FastifyReply) => void): FastifyReply {
  switch (fault) {
    case 'manifest-404':
    case 'chunk-404':
      return reply.code(404).type('text/plain').send(`fault injected: ${fault}`);
    case 'manifest-500':
      return reply.code(500).type('text/plain').send('fault injected: manifest-500');
    case 'garbage-js':
      return reply.code(200).type(JS_TYPE).send(SERVED_BODIES[fault]);
    case 'invalid-manifest':
      return reply.code(200).type(JSON_TYPE).send(SERVED_BODIES[fault]);
    case 'hang':
      reply.hijack();
      onHang(reply);
      return reply;
    case 'refused':
      throw new Error('fx_refused is broken by having no listener; there is no answer to send');
  }
}
