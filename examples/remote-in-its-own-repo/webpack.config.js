// The platform's remote build: shared React and react-router as the host provides them, the manifest, chunk
// integrity, maps kept out of dist/, and the kit stamp the deploy gate reads. The name and route live in package.json.
const { createRemoteConfig } = require('@mfp/remote-kit/webpack');
const { mfp } = require('./package.json');

module.exports = createRemoteConfig({ name: mfp.name, packageDir: __dirname });
