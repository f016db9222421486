import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import type { OverrideLookup } from '../failures/failureReporter';
import type { ActiveOverride } from './OverrideState';
import { tabStorage, type TabStorage } from '../session/tabStorage';

/** Versioned like the cart's key: a later format gets a new key rather than misreading this one. */
export const OVERRIDES_STORAGE_KEY = 'mfp.overrides.v1';

type Storage = TabStorage;

/** The name an override value is for, to let a later value for the same remote replace an earlier one. */
const nameOf = (value: string) => value.slice(0, Math.max(0, value.indexOf('=')));

/** Reads the stored values defensively: anything but an array of strings counts as none. */
function readValues(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The `mf-override` values of this browser tab, kept in sessionStorage so that they last for the tab's session
 * (reloads and navigation included) and never leak into another tab. Values are stored as given; whether one may be
 * used is decided each time against the origins the host server allows (`evaluateOverrides`).
 * Not covered: storage that refuses writes (disabled, full) keeps the values for this page only.
 */
export class OverrideSession {
  private values: readonly string[];
  private active: readonly ActiveOverride[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | undefined) {
    this.values = readValues(storage);
  }

  /** Takes the `mf-override` parameters out of the page's URL into the session; later ones replace earlier ones. */
  capture(location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'>): void {
    const url = new URL(location.href);
    const given = url.searchParams.getAll(OVERRIDE_PARAM);
    if (given.length === 0) return;
    let values = [...this.values];
    for (const value of given) values = [...values.filter((kept) => nameOf(kept) !== nameOf(value)), value];
    this.save(values);
    // The session holds them now; a URL without them is the one to bookmark or share.
    url.searchParams.delete(OVERRIDE_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  /** Whether the tab asks to override `remote`, checked or not: what must not be loaded from the registry early. */
  readonly requests = (remote: string): boolean => this.values.some((value) => nameOf(value) === remote);

  /** The stored values; the same array until they change, as `useSyncExternalStore` requires. */
  readonly snapshot = (): readonly string[] => this.values;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Forgets every override of this tab; the page goes back to the registry's remotes. */
  readonly clear = (): void => this.save([]);

  /** Records the overrides in use, for `activeFor`. */
  setActive(active: readonly ActiveOverride[]): void {
    this.active = active;
  }

  /** The manifest URL a remote is overridden to right now, for failure reports. */
  readonly activeFor: OverrideLookup = (remote) =>
    this.active.find((override) => override.name === remote)?.manifestUrl;

  private save(values: string[]): void {
    this.values = values;
    try {
      if (values.length === 0) this.storage?.removeItem(OVERRIDES_STORAGE_KEY);
      else this.storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(values));
    } catch {
      // Storage refused the write: the values still hold for this page.
    }
    for (const listener of this.listeners) listener();
  }
}

/** The tab's session, or one for this page only when sessionStorage cannot be reached. */
export function tabOverrideSession(): OverrideSession {
  return new OverrideSession(tabStorage());
}
