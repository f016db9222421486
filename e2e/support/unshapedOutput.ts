import { readFileSync } from 'node:fs';
import { leadingHoistedRun, shapeRenderOutput } from '@mfp/sandbox/renderOutput';
import { unshapedRender } from '@mfp/sandbox/testing';
import type { RegistryDocument } from '@mfp/shared/registry';
import { e2eStore } from './e2eStore';

/** A remote's server render split as the host page takes it: what goes in the head, what goes in the slot. */
interface SlotOutput {
  head: string;
  html: string;
}

/** The same render as its code produced it (`unshaped`), and as the render process gives it to the host (`shaped`). */
export interface RenderOutputs {
  unshaped: SlotOutput;
  shaped: SlotOutput;
}

/** The server script of `name`'s live release, read from the store where the registry entry says, as the host reads it. */
async function serverCodeOf(name: string): Promise<string> {
  const registry = JSON.parse(readFileSync(e2eStore.layout.registryFile, 'utf8')) as RegistryDocument;
  const entry = registry.remotes.find((remote) => remote.name === name);
  if (!entry?.server) throw new Error(`serverCodeOf: the registry has no server build for ${name}`);
  const response = await fetch(new URL(entry.server.entry, entry.entry));
  if (!response.ok) throw new Error(`serverCodeOf: ${name}'s server script answered ${response.status}`);
  return response.text();
}

/** What `name`'s deployed server script renders at `pageUrl`, whole, before the render process bounds or shapes it. */
export async function unshapedOutputOf(name: string, route: string, pageUrl: string): Promise<string> {
  return unshapedRender(await serverCodeOf(name), pageUrl, route, name);
}

/**
 * What `name`'s deployed server script renders at `pageUrl`, before and after the render process shapes it (issue
 * 40). Unshaped, the head is React's whole leading run of hoisted elements, verbatim, and the slot's HTML the rest,
 * verbatim: the split the host used before the head allow-list and the slot's re-parse (the former `splitHead`).
 */
export async function renderOutputsOf(name: string, route: string, pageUrl: string): Promise<RenderOutputs> {
  const output = await unshapedOutputOf(name, route, pageUrl);
  const { rest } = leadingHoistedRun(output);
  const { head, html } = shapeRenderOutput(output);
  return { unshaped: { head: output.slice(0, output.length - rest.length), html: rest }, shaped: { head, html } };
}
