/**
 * Every `event` a machine-read log line of the platform carries, as a closed set with what each means: the host
 * server's lines and the JSON lines commands print. Log queries and alerts match on `event`, never on the message; a
 * new kind of line gets a new event here, and `docs/observing-the-platform.md` lists them all (a test keeps it so).
 */
export const LOG_EVENTS = {
  'platform-failure':
    'A failure a browser reported (`POST /_host/errors`, `source` "client"), or a remote\'s server render that failed ' +
    '(`source` "server"): the digest users see, with culprit, remote, version, kind, code, message, stack and page URL',
  'error-reports-refused':
    'Failure reports refused or left unlogged (per-client and global limits, invalid bodies), counted per reason ' +
    'once a minute',
  'timing-beacons-refused': 'Load-time beacons refused, counted per reason once a minute',
  'mount-counts-refused': 'Mount-count beacons (`POST /_host/mounts`) refused, counted per reason once a minute',
  'registry-stale':
    'The registry could not be read from the store; pages and `/registry.json` are served from memory. Once a ' +
    'minute, with the outage age',
  'registry-recovered': 'The registry is read again after an outage: how long it lasted and how many reads failed',
  'registry-watch-failed':
    'Switch notifications (PostgreSQL `LISTEN`) are off; the poll still reads a switch within ' +
    'REGISTRY_MAX_STALENESS_MS',
  'registry-missing': 'The store has no registry yet (nothing deployed); names the file looked for. Once a minute',
  'host-not-built': 'The host build has no `index.html` (run `npm run build`); pages answer 503. Once a minute',
  'page-render-failed':
    "The host's own server render of a page failed (not a remote's); that page went out for the browser to render",
  preview:
    'A preview link opened on a page: remote, version and `outcome` (`valid`, or why it was refused); never the ' +
    "link's value. Once a minute per remote, version and outcome",
  'aggregates-lost': 'Status counts that could not be written to the store, with how many; once a minute',
  'count-failed': 'A failure report, mount count or load time could not be counted for the status page',
  'status-unavailable': 'The status page could not read its counts from the store (it answers 503)',
  'admin-check-failed': 'An admin session could not be checked against the store; the request is refused',
  'audit-pending':
    'An audit entry the records store refused (it is down); the entry waits to be stored when the store answers',
  'audit-recovered': 'Audit entries kept through a records outage are stored, with how many',
  'audit-lost':
    'Audit entries lost in a records outage (more waited than the queue keeps, or the server stopped), with how many',
  'sandbox-started':
    "The server-render process started: its Node, whether that is the host's or the pinned one, and whether its network " +
    'is cut (`unshare -rn`) or open (no `unshare` here)',
  'sandbox-console': "A remote's `console` line from a server render, with remote, version and level (50 per render)",
  'sandbox-exited':
    'The server-render process ended unexpectedly; renders in it failed and the next render restarts it',
  'sandbox-unavailable':
    'The server-render process could not start (why, and what to install); renders go to the browser. Retried after 10 s',
  'server-render-suspended':
    "A release's server rendering suspended after it overran its deadline or memory three times in a row, with for " +
    'how long; its pages go to the browser meanwhile',
  'server-head-dropped':
    "What the host left out of a remote's head (decision 0085): remote, version and `dropped` (each element's tag " +
    'and attribute names, and why), once per release per host process (a warning)',
  'rollout-aborted':
    "The rollout analysis found a rollout's release worse than the live one and took it back: remote, version, " +
    "stable (the live version), share, verdict, reasons and both releases' figures (a warning)",
  'rollout-stepped':
    "The rollout analysis found a rollout's release as good as the live one and raised its share (`nextShare`), with " +
    'the same fields',
  'rollout-completed':
    "The rollout analysis found a rollout's release as good as the live one at its last step: it is live, with the " +
    'same fields',
  'rollout-waiting':
    'The rollout analysis could not tell yet (too few mounts or load times, or not yet sure): it judges again one ' +
    'interval later, with the same fields. One line per interval per rollout',
  'rollout-analysis-failed':
    'Rounds of the rollout analysis failed (the store is down or refused), how many since when; at once, then once a ' +
    'minute, and once more with `recovered` when a round works again. Nothing is decided meanwhile',
  'rollout-analysis-lease':
    'This host server took the rollout analysis lease (`held` true: it runs the analysis now) or lost it (false)',
  register: 'A remote registered with `npm run remotes -- add` (printed as one JSON line)',
  'server-render':
    "A remote's server rendering switched on or off, or its limits set, with `npm run remotes -- server-render` " +
    '(printed as one JSON line)',
  'api-origins':
    "A remote's API origins set (`apiOrigins`, the list its loader may fetch) or cleared (`[]`) with " +
    '`npm run remotes -- api-origins` (printed as one JSON line)',
  budget:
    "A remote's budget set (`maxBytes`, gzip) or cleared (`null`) with `npm run remotes -- budget` (printed as one " +
    'JSON line)',
} as const satisfies Record<string, string>;

export type LogEvent = keyof typeof LOG_EVENTS;

export const LOG_EVENT_NAMES = Object.keys(LOG_EVENTS) as LogEvent[];

/** A log line's `event` field, checked against the catalogue: `log.warn({ ...logEvent('registry-stale'), ageMs }, …)`. */
export function logEvent<E extends LogEvent>(event: E): { event: E } {
  return { event };
}
