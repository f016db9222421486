/** The `mfp` command's help texts: one per command, and the overview. */
export const COMMAND_USAGE = {
  build: 'mfp build',
  dev: 'mfp dev [--port <port>] [--host <url>]',
  deploy:
    'mfp deploy [dist] --remote <name> --server <url> [--version <v>] [--dry-run] [--no-switch [--preview-ttl <d>]]',
  releases: 'mfp releases --remote <name> --server <url>',
  rollback: 'mfp rollback --remote <name> --server <url> [--to <version>]',
  preview: 'mfp preview <remote> <version> --server <url> [--preview-ttl <duration>]',
  rollout:
    'mfp rollout start|status|pause|resume|promote|abort <remote> [<version>] --server <url> [--steps 5,25,50,100] ' +
    '[--interval 10m] [--threshold <name>=<value> ...] [--json]',
} as const;

export type CommandName = keyof typeof COMMAND_USAGE;

const EXIT_CODES = 'Exit codes: 0 done (or nothing to do), 1 failed or refused, 2 bad command line.';
const SERVER = `  --server <url>   the host that serves the deploy API (default: MFP_SERVER)`;
const TOKEN =
  'The token comes from MFP_DEPLOY_TOKEN (ask the platform team: npm run tokens -- create --remote <name>).';

export const COMMAND_HELP: Record<CommandName, string> = {
  build: `Usage: ${COMMAND_USAGE.build}

Builds the remote for production with the config in this folder: webpack.config.js (webpack) or rspack.config.js
(Rspack), made with @mfp/remote-kit/webpack or /rspack. Writes dist/ (manifest, remoteEntry.js, chunks, mfp-kit.json)
and the source maps beside it in sourcemaps/, never in it.
${EXIT_CODES}`,
  dev: `Usage: ${COMMAND_USAGE.dev}

Serves the remote from memory with hot reload: its standalone page (in the host's own boundary) and its manifest,
which any host with overrides on can load.
  --port <port>    the dev server's port (default: 3001)
  --host <url>     a running host: prints its page with this remote plugged in, and checks the host allows it
${EXIT_CODES}`,
  deploy: `Usage: ${COMMAND_USAGE.deploy}

Uploads the build folder (default: dist) to the platform's deploy API, which runs the gate, publishes the release
and switches the host to it. Prints the live version and URL, or each of the gate's problems on a line of its own.
  --remote <name>  the remote's registered name
${SERVER}
  --version <v>    the version to publish (default: the server makes one from the content hash)
  --dry-run        run the gate only; publish nothing, switch nothing
  --no-switch      publish through the gate and leave the live release live; prints a preview link that shows the
                   new release in the real host, in one tab (refused for a remote with no live release)
  --preview-ttl <d> how long that link lasts: 90s, 30m, 24h (default), up to 7d
${TOKEN} The commit and CI run URL are sent when the CI's variables
carry them (GitHub Actions, GitLab CI, CircleCI, Buildkite, Jenkins, Bitbucket, Azure Pipelines; or MFP_COMMIT and
MFP_CI_URL).
${EXIT_CODES}`,
  releases: `Usage: ${COMMAND_USAGE.releases}

Lists the remote's releases, newest first: version, when, who (token id) and from which commit; the live one marked.
  --remote <name>  the remote's registered name
${SERVER}
${TOKEN}
${EXIT_CODES}`,
  preview: `Usage: ${COMMAND_USAGE.preview}

Prints a fresh preview link to a release published with --no-switch that never went live (or the running rollout's):
opened in a browser, the host shows that release in that tab only, with a banner naming it.
${SERVER}
  --preview-ttl <d> how long the link lasts: 90s, 30m, 24h (default), up to 7d
${TOKEN}
${EXIT_CODES}`,
  rollout: `Usage: ${COMMAND_USAGE.rollout}

Rolls a release published with --no-switch out to a share of visitors, in steps; at each step's end the platform
compares it with the live release on real users' failures and load times: as good steps up (after 100% it is live),
worse aborts by itself, too few samples waits.
  start <remote> <version>  start a rollout (one per remote)
    --steps <list>          percents of visitors, rising, ending at 100 (default 5,25,50,100)
    --interval <d>          how long each step lasts before it is judged: 1s to 7d (default 10m)
    --threshold <n>=<v>     override one of the analysis's thresholds for this rollout (repeatable): minMounts,
                            maxFailureRateIncrease, z, minLoads, maxP95Ratio, minP95IncreaseMs
  status <remote>           the rollout (share, step, next decision, latest verdicts) and the ended ones; --json
  pause <remote>            keep every visitor on the release they have; no decision until resumed
  resume <remote>           judge the current step again one full interval from now
  promote <remote>          make the release live for everyone now
  abort <remote>            take it back now: everyone gets the live release
${SERVER}
${TOKEN}
${EXIT_CODES}`,
  rollback: `Usage: ${COMMAND_USAGE.rollback}

Switches the remote back to the release before the live one, or to a published version (--to). The gate runs again.
  --remote <name>  the remote's registered name
${SERVER}
  --to <version>   a published version to go to
${TOKEN}
${EXIT_CODES}`,
};

export const OVERVIEW = `Usage: mfp <command> [options]    (mfp <command> --help for one command)

Build, develop and deploy a remote of the MFP platform.
${Object.values(COMMAND_USAGE)
  .map((line) => `  ${line}`)
  .join('\n')}
${EXIT_CODES}`;
