import { parseOrigin } from '@mfp/shared/origins';
import { SERVER_RENDER_BOUNDS } from '@mfp/shared/registry';
import { positiveCountSetting, SettingsError, type Setting } from '@mfp/settings';
import { DEFAULT_HEAD_WINDOW_MS } from '../serverRendering/page/headWindow';

/**
 * Renders at once in the render process. One remote holds at most all but one place (decision 0062), so three let one
 * remote render on both cores of a two-core machine while a place stays free for the others.
 */
const DEFAULT_SERVER_RENDER_POOL_SIZE = 3;
/**
 * Heap of one remote's isolate (MB). The limit is approximate (isolated-vm counts in steps, and a render building
 * strings byte by byte was cut at 64 MB with 20 MB in use), so the default leaves headroom over the examples' 11 MB.
 */
const DEFAULT_SERVER_RENDER_MEMORY_MB = 128;
/** How long the page waits for a remote's server render before it leaves the slot to the browser (ms). */
const DEFAULT_SERVER_RENDER_DEADLINE_MS = 1000;
/**
 * HTML one remote's server render may return (KB) before it fails (decision 0084). 4 MB is well over what a real slot
 * renders (the examples' are under 20 KB), yet stops a remote that would send tens of MB in one page.
 */
const DEFAULT_SERVER_RENDER_OUTPUT_KB = 4096;
/** 0 streams every page whose remote is not decided at once; one as long as the largest deadline never streams. */
const HEAD_WINDOW_BOUNDS: [number, number] = [0, SERVER_RENDER_BOUNDS.deadlineMs.max];

/** A whole number within bounds; the message says what the number is for. */
function boundedNumber(
  description: string,
  fallback: number,
  [min, max]: [number, number],
  meaning: string,
): Setting<number> {
  return {
    description,
    default: String(fallback),
    read(raw, name) {
      if (raw === undefined) return fallback;
      const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      throw new SettingsError(
        `${name}="${raw}" is not a whole number from ${min} to ${max}: it is ${meaning}. Set it to e.g. ` +
          `${name}=${fallback}, or unset it to use ${fallback}.`,
      );
    },
  };
}

/**
 * The origins a remote's server code may fetch from. Unset, none: a server render reads what the remote bundles, and
 * each origin it may reach is a decision of the platform team, not of the remote's author.
 */
const fetchOrigins: Setting<string[]> = {
  description:
    "Origins every remote may `fetch` from while it renders or loads on the server (comma-separated); one remote's own API origins are `npm run remotes -- api-origins`",
  default: 'none',
  read(raw, name) {
    if (raw === undefined || raw.trim() === '') return [];
    const origins = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const reading = parseOrigin(item);
        if (reading.kind === 'origin') return reading.origin;
        throw new SettingsError(
          `${name} contains ${JSON.stringify(item)}, which is not an http(s) origin: it ${reading.problem}. Give a ` +
            `comma-separated list of origins (scheme, host and optional port), e.g. ${name}=https://api.example.com, ` +
            `or unset it to allow none.`,
        );
      });
    return [...new Set(origins)];
  },
};

/** The settings of the remotes' server rendering (issue 32), part of the host server's (serverSettings.ts). */
export const SERVER_RENDER_SETTINGS = {
  SERVER_RENDER_POOL_SIZE: positiveCountSetting(
    'Remote server renders running at once in the render process, each in its own isolate; one remote holds at most all but one',
    DEFAULT_SERVER_RENDER_POOL_SIZE,
  ),
  SERVER_RENDER_MEMORY_MB: boundedNumber(
    "Heap limit of a remote's server render (MB); a render over it fails, and the browser renders the slot",
    DEFAULT_SERVER_RENDER_MEMORY_MB,
    [SERVER_RENDER_BOUNDS.memoryMb.min, SERVER_RENDER_BOUNDS.memoryMb.max],
    "the memory one remote's server render may use, in MB",
  ),
  SERVER_RENDER_DEADLINE_MS: boundedNumber(
    "How long a page waits for a remote's server render (ms) before the browser renders the slot instead",
    DEFAULT_SERVER_RENDER_DEADLINE_MS,
    [SERVER_RENDER_BOUNDS.deadlineMs.min, SERVER_RENDER_BOUNDS.deadlineMs.max],
    "how long a page waits for a remote's server render, in milliseconds",
  ),
  SERVER_RENDER_OUTPUT_KB: boundedNumber(
    "HTML a remote's server render may return (KB); a render over it fails, and the browser renders the slot",
    DEFAULT_SERVER_RENDER_OUTPUT_KB,
    [SERVER_RENDER_BOUNDS.outputKb.min, SERVER_RENDER_BOUNDS.outputKb.max],
    "the HTML one remote's server render may return, in KB",
  ),
  SERVER_RENDER_FETCH_ORIGINS: fetchOrigins,
  SERVER_RENDER_HEAD_WINDOW_MS: boundedNumber(
    "How long a page waits for its remote's status and head (ms); after it, the host's shell is sent and the slot streams behind it",
    DEFAULT_HEAD_WINDOW_MS,
    HEAD_WINDOW_BOUNDS,
    "how long a page waits for its remote before it sends the host's shell, in milliseconds",
  ),
} as const;
