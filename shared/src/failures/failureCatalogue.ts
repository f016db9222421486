/**
 * Every way a remote can fail, with a stable code. Codes are part of the contract: they appear in server logs,
 * dashboards and alerts, so a code is never reused or renumbered. Add new kinds at the end of their group.
 *
 * Groups: 1xx discovery, 2xx loading, 3xx module contract, 4xx rendering, 5xx the host itself, 6xx rendering on the
 * server (the browser then renders the slot itself). What the platform does about each kind (retry, fall back,
 * re-register) is FAILURE_POLICY (failurePolicy.ts).
 */
export const FAILURE_CATALOGUE = {
  'registry-unreachable': {
    code: 'MFP-101',
    description: 'The registry could not be fetched (network error or HTTP error).',
  },
  'registry-invalid': {
    code: 'MFP-102',
    description: 'The registry is not JSON or does not have the registry shape.',
  },
  'remote-unknown': {
    code: 'MFP-103',
    description: 'No valid registry entry has this name or route.',
  },
  'manifest-unreachable': {
    code: 'MFP-201',
    description: "The remote's mf-manifest.json could not be fetched (network, 404, 5xx).",
  },
  'manifest-invalid': {
    code: 'MFP-202',
    description: "The remote's manifest is not JSON or not a federation manifest.",
  },
  'entry-unreachable': {
    code: 'MFP-203',
    description: "The remote's entry script could not be downloaded.",
  },
  'entry-evaluation-failed': {
    code: 'MFP-204',
    description: 'The entry script threw while evaluating or registered no container.',
  },
  timeout: { code: 'MFP-205', description: 'Loading the remote took longer than its timeout.' },
  'chunk-load-failed': {
    code: 'MFP-206',
    description:
      'A file the remote needed after its entry loaded could not be downloaded (a network fault, an error status or a timeout).',
  },
  'integrity-failed': {
    code: 'MFP-207',
    description:
      'A file of the remote (its manifest, entry, a chunk or a stylesheet) does not match the integrity recorded when it was deployed: it was changed since, so nothing of it ran.',
  },
  'entry-unverifiable': {
    code: 'MFP-208',
    description:
      "The remote's entry is of a type whose integrity the host cannot enforce (SystemJS), or an ES module whose release carries no integrity of its module files and stylesheets (deployed before they were recorded), so a host that checks integrity does not run it.",
  },
  'expose-missing': {
    code: 'MFP-301',
    description: 'The remote does not expose the module the registry names.',
  },
  'not-a-component': {
    code: 'MFP-302',
    description: "The exposed module's default export is not a React component.",
  },
  'shared-incompatible': {
    code: 'MFP-303',
    description: 'The remote requires a shared dependency version the host cannot provide.',
  },
  'render-failed': {
    code: 'MFP-401',
    description: 'The remote threw while rendering, in an effect or in an event handler.',
  },
  'page-wide-style': {
    code: 'MFP-402',
    description:
      "The remote added style rules at run time (CSS-in-JS) that targeted the whole page (`body`, `button`, `*`) or could not be scoped (`@page`): the host scoped them to the remote's slot or left them out. Reported, never shown to users.",
  },
  'hydration-mismatch': {
    code: 'MFP-403',
    description:
      "The browser's first render of the remote differed from the HTML the server rendered for it: React rendered the slot afresh in the browser. The remote's markup depends on something only one side knows (the time, storage, a random value).",
  },
  'host-failed': { code: 'MFP-501', description: 'The host application itself threw.' },
  'server-entry-unreachable': {
    code: 'MFP-601',
    description:
      "The remote's server build could not be fetched from the store (a network fault, an error status, a timeout or a file over its size limit).",
  },
  'server-integrity-failed': {
    code: 'MFP-602',
    description:
      "The remote's server build does not match the SHA-384 recorded when it was deployed: it was changed since, so none of it ran.",
  },
  'server-render-failed': {
    code: 'MFP-603',
    description: 'The remote threw, or its promise rejected, while it rendered on the server.',
  },
  'server-render-timed-out': {
    code: 'MFP-604',
    description: 'The remote had not finished rendering on the server by its deadline: the page streamed without it.',
  },
  'server-memory-exceeded': {
    code: 'MFP-605',
    description: "The remote's server render went over its memory limit: its isolate was discarded.",
  },
  'sandbox-refusal': {
    code: 'MFP-606',
    description:
      "The remote's server code tried something its sandbox does not allow (a fetch from an origin not allowed, files, the environment, processes): it was refused and the render failed.",
  },
  'sandbox-unavailable': {
    code: 'MFP-607',
    description:
      'The server could not render remotes at all: its render process or isolate library could not start. Pages render in the browser meanwhile.',
  },
  'sandbox-crashed': {
    code: 'MFP-608',
    description:
      'The render process stopped while the remote rendered in it (this remote or another one crashed it): the server restarts it for the next page.',
  },
  'sandbox-busy': {
    code: 'MFP-609',
    description:
      'More server renders were waiting than the render process accepts (SERVER_RENDER_POOL_SIZE): the browser rendered the slot at once.',
  },
  'server-output-exceeded': {
    code: 'MFP-610',
    description:
      "The remote's server render returned more HTML than its output limit (SERVER_RENDER_OUTPUT_KB, or the remote's --output-kb): it was stopped there and its isolate discarded.",
  },
  'server-data-failed': {
    code: 'MFP-611',
    description:
      "The remote's loader threw or rejected, or returned what JSON cannot carry, while every API it asked answered 2xx: the page's data was not loaded.",
  },
  'server-data-unreachable': {
    code: 'MFP-612',
    description:
      "A fetch of the remote's loader got no answer from its API (refused connection, DNS, reset, 10 s without an answer) and the loader did not recover.",
  },
  'server-data-status': {
    code: 'MFP-613',
    description:
      "The remote's API answered a fetch of its loader with a status outside 2xx, and the loader then failed: the status is in the log line.",
  },
  'server-data-timed-out': {
    code: 'MFP-614',
    description:
      "The remote's loader had not settled when its deadline passed (SERVER_RENDER_DEADLINE_MS, or the remote's --deadline-ms): the API was too slow, or the loader waits on something that never comes.",
  },
} as const satisfies Record<string, { code: string; description: string }>;

export type FailureKind = keyof typeof FAILURE_CATALOGUE;
export type FailureCode = (typeof FAILURE_CATALOGUE)[FailureKind]['code'];

export const FAILURE_KINDS = Object.keys(FAILURE_CATALOGUE) as [FailureKind, ...FailureKind[]];
export const FAILURE_CODES = FAILURE_KINDS.map((kind) => FAILURE_CATALOGUE[kind].code) as [
  FailureCode,
  ...FailureCode[],
];

export function failureCode(kind: FailureKind): FailureCode {
  return FAILURE_CATALOGUE[kind].code;
}
