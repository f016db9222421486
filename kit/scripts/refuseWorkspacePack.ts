/**
 * kit/package.json's `prepack`: `npm pack -w kit` and `npm publish -w kit` would pack the kit as the workspace sees it
 * (TypeScript sources, no `dist/`, no `mfp` bin, no dependencies), which no other repository can install. The package
 * to publish is the one `npm run kit:pack` builds and stages (decision 0052); this says so and fails the pack.
 */
const version = process.env.npm_package_version ?? '<version>';
process.stderr.write(
  `✗ npm pack and npm publish of kit/ would pack its TypeScript sources, without dist/, the mfp bin or the ` +
    `dependencies. Run \`npm run kit:pack\` at the repository's root instead: it builds the kit and packs ` +
    `kit/pack/mfp-remote-kit-${version}.tgz, the package to publish (npm publish kit/pack/mfp-remote-kit-${version}.tgz).\n`,
);
process.exit(1);
