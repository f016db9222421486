import { createHostConfig } from '@mfp/webpack-config';

export default createHostConfig({ packageDir: __dirname });
