import { createRemoteConfig } from '@mfp/webpack-config';

export default createRemoteConfig({ name: 'catalog', packageDir: __dirname });
