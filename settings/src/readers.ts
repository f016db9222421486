import path from 'node:path';
import type { Setting } from './defineSettings';
import { SettingsError } from './SettingsError';

/** A whole number from 0 to 65535; `0` asks the OS for a free port. */
export function portSetting(description: string, fallback: number): Setting<number> {
  return {
    description,
    default: String(fallback),
    read(raw, name) {
      if (raw === undefined) return fallback;
      const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(port) || port > 65_535) {
        throw new SettingsError(
          `${name}="${raw}" is not a valid port: it must be a whole number from 0 to 65535. ` +
            `Set it to a free port, e.g. ${name}=${fallback}, or unset it to use ${fallback}.`,
        );
      }
      return port;
    },
  };
}

/** A whole number of at least 1, such as a limit per minute. */
export function positiveCountSetting(description: string, fallback: number): Setting<number> {
  return {
    description,
    default: String(fallback),
    read(raw, name) {
      if (raw === undefined) return fallback;
      const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(count) || count < 1) {
        throw new SettingsError(
          `${name}="${raw}" is not a whole number of at least 1. Set it to e.g. ${name}=${fallback}, ` +
            `or unset it to use ${fallback}.`,
        );
      }
      return count;
    },
  };
}

/** A path; relative ones are taken from the current directory, as a user typing them in a shell expects. */
export function optionalPathSetting(description: string, defaultText: string): Setting<string | undefined> {
  return { description, default: defaultText, read: (raw) => (raw === undefined ? undefined : path.resolve(raw)) };
}

/** A path with a fixed fallback; `defaultText` is how documentation names it (the fallback is absolute). */
export function pathSetting(description: string, fallback: string, defaultText: string): Setting<string> {
  return { description, default: defaultText, read: (raw) => (raw === undefined ? fallback : path.resolve(raw)) };
}

/** Text read as it is (trimmed), for settings another setting's reader interprets. */
export function textSetting(description: string, defaultText: string): Setting<string | undefined> {
  return { description, default: defaultText, read: (raw) => raw };
}
