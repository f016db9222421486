import { checkRemoteName, usageError } from '@mfp/settings/command';
import { parseOrigin } from '@mfp/shared/origins';
import { MAX_API_ORIGINS } from '@mfp/shared/registry';

/** What `npm run remotes -- api-origins` was asked to set: normalised, each once, in the order given; `[]` clears them. */
export interface ApiOriginsCommand {
  kind: 'api-origins';
  name: string;
  apiOrigins: string[];
}

/**
 * `api-origins <name> <origin>...` or `api-origins <name> none`, from the positionals after the command and the
 * options; a `UsageError` (exit 2) names the first problem. The list replaces the remote's previous one whole, so
 * adding one origin means giving the others again: the command line then says everything the remote may reach.
 */
export function parseApiOriginsArgs(
  rest: readonly string[],
  options: { others: readonly string[] },
  usage: string,
): ApiOriginsCommand {
  if (rest.length < 2)
    throw usageError(
      `api-origins takes one remote name, then its API's origins (https://api.example.com) or none ` +
        `(got ${rest.join(' ') || 'none'})`,
      usage,
    );
  if (options.others.length > 0)
    throw usageError(`api-origins takes no ${options.others.map((name) => `--${name}`).join(', ')}`, usage);
  const name = checkRemoteName(rest[0]!, usage);
  const given = rest.slice(1);
  if (given.includes('none')) {
    if (given.length > 1)
      throw usageError(`api-origins ${name} none takes no origins: it clears them (got ${given.join(' ')})`, usage);
    return { kind: 'api-origins', name, apiOrigins: [] };
  }
  const apiOrigins: string[] = [];
  for (const raw of given) {
    const reading = parseOrigin(raw);
    if (reading.kind === 'invalid')
      throw usageError(
        `${raw === '' ? '""' : raw} is not an origin ${name}'s loader can fetch: it ${reading.problem}. ` +
          'Give scheme, host and optional port, e.g. https://api.example.com',
        usage,
      );
    // `https://API.example.com/` and `https://api.example.com:443` are one origin: the registry keeps it once.
    if (!apiOrigins.includes(reading.origin)) apiOrigins.push(reading.origin);
  }
  if (apiOrigins.length > MAX_API_ORIGINS)
    throw usageError(
      `api-origins takes at most ${MAX_API_ORIGINS} origins for one remote (got ${apiOrigins.length}): a remote's ` +
        'loader reads a few APIs, and each origin is one more place its sandbox may reach',
      usage,
    );
  return { kind: 'api-origins', name, apiOrigins };
}
