import { createRemoteConfig } from '@mfp/webpack-config';

export default createRemoteConfig({ name: 'cart', packageDir: __dirname });
