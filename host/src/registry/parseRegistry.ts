import type { RegistryEntry } from '@mfp/shared/registry';
import type * as z from 'zod/mini';
import { REQUIRES_INTEGRITY } from '../loading/integrity/integrityPolicy';
import { disallowedOriginProblem } from './allowedOrigins';
import { namedRoute, registryDocumentSchema, registryEntrySchema } from '@mfp/shared/registry';

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
  /**
   * Whether an entry must carry `integrity` (and its `previous` release too, or that is dropped). Defaults to the
   * build's rule: required in production (docs/decisions/0018).
   */
  requireIntegrity?: boolean;
}

const MISSING_INTEGRITY =
  'integrity: missing; a production host loads only releases that carry the integrity recorded when they were ' +
  'published: deploy them with `npm run deploy` (docs/decisions/0018)';

export type ParsedRegistry =
  { ok: true; remotes: RegistryEntry[]; problems: RegistryProblem[] } | { ok: false; message: string };

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; ');
}

function nameOf(value: unknown): string | undefined {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** The skipped entry's route when readable (`namedRoute`, the rule the host server answers 404s by too). */
function routeOf(value: unknown): { route?: string } {
  const route = namedRoute(value);
  return route === undefined ? {} : { route };
}

/**
 * Validates a registry document. A document without a `remotes` array is rejected as a whole. Inside it, each bad
 * entry is skipped and described, and so is an entry on an origin that is not allowed, or whose name or route repeats
 * an earlier one, so that one team's mistake never takes the other remotes down.
 */
export function parseRegistry(
  document: unknown,
  { allowedOrigins, requireIntegrity = REQUIRES_INTEGRITY }: ParseRegistryOptions,
): ParsedRegistry {
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
    const refused =
      disallowedOriginProblem(entry.data.entry, allowedOrigins) ||
      (requireIntegrity && !entry.data.integrity ? MISSING_INTEGRITY : undefined);
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
    // The fallback release runs code in the page too: on another origin, or unchecked, it is dropped (the live release
    // still works).
    const { previous } = entry.data;
    const previousRefused =
      previous &&
      (disallowedOriginProblem(previous.entry, allowedOrigins) ||
        (requireIntegrity && !previous.integrity ? MISSING_INTEGRITY : undefined));
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
