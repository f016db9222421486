import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { fillNginxTemplate, nginxModulesDir, startNginxProcess } from './nginxProcess';

export const NGINX_TEMPLATE = path.join(repoRoot, 'store', 'nginx', 'store.conf.template');
const BROTLI_MODULE_FILE = 'ngx_http_brotli_static_module.so';

export interface NginxStoreOptions {
  /** Absolute path of the store; `<storeDir>/remotes/**` is served at `/remotes/**`. nginx's workers must be able to
   * read it (when started as root they run as `nobody`). */
  storeDir: string;
  port: number;
  /** Loopback address to listen on; `127.0.0.1` unless told. */
  host?: string;
  /** Load the brotli_static module: by default when it is installed. `false` renders the config without it. */
  brotli?: boolean;
}

export interface NginxStore {
  /** `http://<host>:<port>`, no trailing slash. */
  url: string;
  /** Whether this nginx sends `.br` siblings (the module was loaded). */
  brotli: boolean;
  /** Holds the rendered config, pid, logs and temporary files; removed by `close`. */
  prefixDir: string;
  /** Stops nginx and its workers, freeing the port, and removes the prefix. Safe to call twice. */
  close(): Promise<void>;
}

/** The template with its placeholders filled in; throws on a value nginx would misread, or a placeholder left over. */
export function renderNginxConfig(
  template: string,
  values: { listen: string; storeDir: string; brotli: boolean; modulesDir: string },
): string {
  return fillNginxTemplate(
    template,
    {
      LISTEN: values.listen,
      STORE_DIR: values.storeDir,
      MODULES_DIR: values.modulesDir,
      BROTLI: values.brotli ? '' : '# ',
    },
    ['BROTLI'],
  );
}

/** Runs real nginx on `store/nginx/store.conf.template` (see `startNginxProcess`), serving a folder store. */
export async function startNginxStore(options: NginxStoreOptions): Promise<NginxStore> {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${options.port}`;
  const modulesDir = nginxModulesDir();
  const brotli = options.brotli ?? existsSync(path.join(modulesDir, BROTLI_MODULE_FILE));
  const config = renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    listen: `${host}:${options.port}`,
    storeDir: path.resolve(options.storeDir),
    brotli,
    modulesDir,
  });
  const nginx = await startNginxProcess(config, url);
  return { url, brotli, ...nginx };
}
