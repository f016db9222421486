import { createRemoteConfig } from '../../webpack';

export default createRemoteConfig({ name: 'cart', packageDir: __dirname });
