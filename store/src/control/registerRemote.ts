import { isRemoteName, isRoute, moduleSchema, REMOTE_NAME_RULE, ROUTE_RULE, titleSchema } from '@mfp/shared/registry';
import type { Store } from '../Store';
import { StoreError } from '../StoreError';
import type { ControlRecords } from './ControlRecords';
import type { AuditEntry, RemoteRegistration } from './controlRecordSchemas';

/** What a registration asks for; `module` is the contract's `./App` unless told. */
export interface RemoteToRegister {
  name: string;
  route: string;
  title: string;
  module?: string;
}

export interface RegisterRemoteContext {
  now: Date;
  /** Who registers it, for the record and the audit trail: `user@host`, or an admin token's id. */
  by: string;
  /** Through the deploy API: the admin token's id and the client's address, for the audit trail. */
  tokenId?: string;
  client?: string;
}

/** The records `registerRemote` reads and changes: the releases, their lock, and the control records. */
export type RegistrationStore = Pick<Store, 'readReleases' | 'withLock'> & { readonly control: ControlRecords };

const DEFAULT_MODULE = './App';

/** Names the host keeps for itself: its federation name (routes it keeps are in the route rule). */
const RESERVED_NAMES = new Set(['host']);

/** Printable: no control characters (which a terminal or a log would act on), no leading or trailing space. */
const isPrintable = (text: string) => !/\p{Cc}/u.test(text) && text.trim() === text;

const invalid = (message: string) => new StoreError('registration-invalid', message);

/** The registration asked for, checked against the registry's rules; `registration-invalid` names the broken one. */
function validate({ name, route, title, module = DEFAULT_MODULE }: RemoteToRegister) {
  if (!isRemoteName(name) || RESERVED_NAMES.has(name))
    throw invalid(`"${name}" cannot be a remote's name: use ${REMOTE_NAME_RULE}, other than "host", the host's own.`);
  if (!isRoute(route)) throw invalid(`"${route}" cannot be a remote's route: use ${ROUTE_RULE}.`);
  if (!titleSchema.safeParse(title).success || !isPrintable(title))
    throw invalid(
      `"${title}" cannot be a remote's title: use 1 to 60 printable characters, without leading or trailing ` +
        'spaces, e.g. "Reviews" (the navigation shows it).',
    );
  if (!moduleSchema.safeParse(module).success)
    throw invalid(`"${module}" cannot be a remote's module: name the expose the host mounts, e.g. "./App".`);
  return { name, route, title, module };
}

/**
 * Registers a new remote, so a token can be issued for it and its first deploy can go live (the registry lists it from
 * then on, not before). The one rule both `npm run remotes -- add` and the deploy API use: the name, route, title and
 * module must be ones the registry accepts, and the name and route must be free among registrations and among
 * remotes with releases (those of this repository have no registration). Under the records' lock, so two
 * registrations at once cannot take the same name or route. Appends a `register` entry to the audit trail;
 * refusals (`registration-invalid`, `remote-exists`) change nothing, and callers audit them as they see fit.
 */
export async function registerRemote(
  store: RegistrationStore,
  asked: RemoteToRegister,
  { now, by, tokenId, client }: RegisterRemoteContext,
): Promise<RemoteRegistration> {
  const wanted = validate(asked);
  return store.withLock(async () => {
    const [releases, registrations] = await Promise.all([store.readReleases(), store.control.listRegistrations()]);
    const taken = [
      ...Object.entries(releases.remotes).map(([name, remote]) => ({ name, route: remote.route, has: 'releases' })),
      ...registrations.map(({ name, route }) => ({ name, route, has: 'a registration' })),
    ];
    const sameName = taken.find((other) => other.name === wanted.name);
    if (sameName)
      throw new StoreError(
        'remote-exists',
        `a remote named ${wanted.name} exists already (it has ${sameName.has}): choose another name, or deploy to it.`,
      );
    const sameRoute = taken.find((other) => other.route.toLowerCase() === wanted.route.toLowerCase());
    if (sameRoute)
      throw new StoreError(
        'remote-exists',
        `the route ${wanted.route} is taken by remote ${sameRoute.name}: choose another route.`,
      );
    const registration: RemoteRegistration = { ...wanted, registeredAt: now.toISOString(), registeredBy: by };
    await store.control.addRegistration(registration);
    const entry: AuditEntry = {
      at: now.toISOString(),
      action: 'register',
      result: 'ok',
      remote: wanted.name,
      ...(tokenId !== undefined && { tokenId }),
      ...(client !== undefined && { client }),
      detail: `route ${wanted.route}, title ${JSON.stringify(wanted.title)}, module ${wanted.module}, by ${by}`,
    };
    await store.control.appendAudit(entry);
    return registration;
  });
}
