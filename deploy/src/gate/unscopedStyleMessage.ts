import type { StyleBuilder, UnscopedStyles } from './unscopedStyles';

/** The config that scopes a remote's stylesheets, for the build the release came from. */
function scopingFix(remote: string, built: StyleBuilder): string {
  const plugin = `slotScope({ remote: '${remote}' })`;
  const imported = `import { slotScope } from '@mfp/remote-kit/postcss'`;
  switch (built) {
    case 'kit':
      return (
        `build again with the current @mfp/remote-kit, whose createRemoteConfig and createRspackRemoteConfig scope ` +
        `every rule and fail the build on one they cannot scope`
      );
    case 'es-module':
      return `add the kit's PostCSS plugin to your Vite config: ${imported}, then css: { postcss: { plugins: [${plugin}] } }`;
    case 'classic-script':
      return (
        `build with the kit's createRemoteConfig (webpack) or createRspackRemoteConfig (Rspack), or, in a config of ` +
        `your own, put postcss-loader after css-loader (importLoaders: 1) with postcssOptions: { plugins: [${plugin}] } ` +
        `(${imported})`
      );
  }
}

/**
 * The refusal of a release whose stylesheets can style outside its slot: the first leaks, each with its file and
 * line, how many there are, and the config to add for the build the release came from.
 */
export function describeUnscopedStyles(remote: string, { leaks, count, built }: UnscopedStyles): string {
  const listed = leaks.map(({ file, line, what }) => `${file}${line === undefined ? '' : `:${line}`} ${what}`);
  const more = count - leaks.length;
  return (
    `${count} rule(s) of the release's stylesheets can style the page outside the slot of "${remote}" (it would ` +
    `change the host and other remotes): ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}. To fix it, ` +
    `${scopingFix(remote, built)}; see docs/remote-contract.md and docs/decisions/0059`
  );
}
