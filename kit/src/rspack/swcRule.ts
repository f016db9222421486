/**
 * TypeScript and JSX through Rspack's built-in swc loader, for the remote's own sources (not node_modules): the rule
 * of the Rspack browser build and of its server build.
 */
export const SWC_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
  },
  type: 'javascript/auto',
} as const;
