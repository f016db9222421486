import { createHostConfig } from '../webpack';

export default createHostConfig({ packageDir: __dirname });
