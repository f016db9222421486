import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillNginxTemplate, startNginxProcess } from '../../../e2e/support/nginxProcess';
import { descendantsOf } from '../../../e2e/support/processes';
import { BENCH_HOST } from '../../serve/benchServers';
import { freePort } from './hostServerProcesses';

const BALANCER_TEMPLATE = path.join(__dirname, 'balancer.conf.template');

export interface Balancer {
  /** `http://127.0.0.1:<port>`: the one address in front of both host servers. */
  url: string;
  /** nginx's master and its workers. */
  pids(): number[];
  close(): Promise<void>;
}

/** `balancer.conf.template` filled in: `listen` in front of the two host servers' `host:port`. */
function renderBalancerConfig(listen: string, hosts: readonly [string, string]): string {
  return fillNginxTemplate(readFileSync(BALANCER_TEMPLATE, 'utf8'), {
    LISTEN: listen,
    HOST_A: hosts[0],
    HOST_B: hosts[1],
  });
}

/** Runs real nginx as a round-robin load balancer in front of two host servers (their URLs), until `close`. */
export async function startBalancer(hostUrls: readonly [string, string]): Promise<Balancer> {
  const listen = `${BENCH_HOST}:${await freePort()}`;
  const hosts = hostUrls.map((url) => new URL(url).host) as [string, string];
  const url = `http://${listen}`;
  const nginx = await startNginxProcess(renderBalancerConfig(listen, hosts), url);
  const master = Number(readFileSync(path.join(nginx.prefixDir, 'nginx.pid'), 'utf8').trim());
  return { url, pids: () => [master, ...descendantsOf(master)], close: () => nginx.close() };
}
