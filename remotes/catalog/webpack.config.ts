import { createRemoteConfig } from '../../webpack';

export default createRemoteConfig({ name: 'catalog', packageDir: __dirname });
