/** The `mfp` command's help texts: one per command, and the overview. */
export const COMMAND_USAGE = {
  build: 'mfp build',
  dev: 'mfp dev [--port <port>] [--host <url>]',
  deploy: 'mfp deploy [dist] --remote <name> --server <url> [--version <v>] [--dry-run]',
  releases: 'mfp releases --remote <name> --server <url>',
  rollback: 'mfp rollback --remote <name> --server <url> [--to <version>]',
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
