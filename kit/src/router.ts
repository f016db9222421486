/**
 * `@mfp/remote-kit/router`: the react-router API the host provides to remotes (decision 0022), and nothing else: a
 * remote that imports its routing from here cannot compile a name the host's share does not carry. Browser code; the
 * bundle imports `react-router` itself, so the team's build shares it with the host.
 */
export * from '@mfp/host/router';
