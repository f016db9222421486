import type { RegistryEntry } from '@mfp/shared/registry';
import type * as z from 'zod/mini';
import { disallowedOriginProblem } from './allowedOrigins';
import { registryDocumentSchema, registryEntrySchema, routeSchema } from '@mfp/shared/registry';

/** Why one registry entry was skipped. */
export interface RegistryProblem {
  index: number;
  /** The entry's name when it had a readable one, to make the problem easy to find in the file. */
  name?: string;
  /** The route the entry asked for, when it was readable: that route shows the failure instead of "not found". */
  route?: string;
  message: string;
}

export interface ParseRegistryOptions {
  /** Origins entries may point at (the page data's). An entry elsewhere is skipped with a problem saying so. */
  allowedOrigins: readonly string[];
}

export type ParsedRegistry =
  { ok: true; remotes: RegistryEntry[]; problems: RegistryProblem[] } | { ok: false; message: string };

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; ');
}

function nameOf(value: unknown): string | undefined {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

function routeOf(value: unknown): { route?: string } {
  const route = routeSchema.safeParse((value as { route?: unknown } | null)?.route);
  return route.success ? { route: route.data } : {};
}

/**
 * Validates a registry document. A document without a `remotes` array is rejected as a whole. Inside it, each bad
 * entry is skipped and described, and so is an entry on an origin that is not allowed, or whose name or route repeats
 * an earlier one, so that one team's mistake never takes the other remotes down.
 */
export function parseRegistry(document: unknown, { allowedOrigins }: ParseRegistryOptions): ParsedRegistry {
  const shape = registryDocumentSchema.safeParse(document);
  if (!shape.success) {
    return {
      ok: false,
      message: `registry.json must be an object with a "remotes" array (${describeIssues(shape.error)})`,
    };
  }
  const remotes: RegistryEntry[] = [];
  const problems: RegistryProblem[] = [];
  shape.data.remotes.forEach((candidate, index) => {
    const entry = registryEntrySchema.safeParse(candidate);
    if (!entry.success) {
      problems.push({ index, name: nameOf(candidate), ...routeOf(candidate), message: describeIssues(entry.error) });
      return;
    }
    const refused = disallowedOriginProblem(entry.data.entry, allowedOrigins);
    if (refused) {
      problems.push({ index, name: entry.data.name, route: entry.data.route, message: refused });
      return;
    }
    const clash = remotes.find((taken) => taken.name === entry.data.name || taken.route === entry.data.route);
    if (clash) {
      problems.push({
        index,
        name: entry.data.name,
        route: entry.data.route,
        message: `name or route already used by remote "${clash.name}"`,
      });
      return;
    }
    // The fallback release runs code in the page too: on another origin it is dropped (the live release still works).
    const previousRefused =
      allowedOrigins && entry.data.previous && disallowedOriginProblem(entry.data.previous.entry, allowedOrigins);
    if (previousRefused) {
      const { previous: _dropped, ...withoutPrevious } = entry.data;
      problems.push({
        index,
        name: entry.data.name,
        route: entry.data.route,
        message: `previous release ignored: ${previousRefused}`,
      });
      remotes.push(withoutPrevious);
      return;
    }
    remotes.push(entry.data);
  });
  return { ok: true, remotes, problems };
}
