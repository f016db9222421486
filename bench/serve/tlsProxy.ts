import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fillNginxTemplate, startNginxProcess } from '../../e2e/support/nginxProcess';
import { pinProcessTree } from './cpuPinning';
import type { SelfSignedCertificate } from './selfSignedCertificate';

const TLS_PROXY_TEMPLATE = path.join(__dirname, 'tlsProxy.conf.template');

/** What nginx fronts over HTTP/2 and TLS: the two host servers and the store server. */
export type Fronted = 'federated' | 'singleBundle' | 'store';

/** A loopback port free a moment ago: nginx needs its address in its config, the host its store's origin, before either starts. */
async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The https origins nginx will answer on, chosen before anything starts. */
export async function tlsOrigins(host = '127.0.0.1'): Promise<Record<Fronted, string>> {
  const origin = async () => `https://${host}:${await freePort(host)}`;
  return { federated: await origin(), singleBundle: await origin(), store: await origin() };
}

const hostPort = (url: string) => new URL(url).host;

/** `tlsProxy.conf.template` filled in: each https origin in front of its plain-HTTP server. */
export function renderTlsProxyConfig(
  origins: Record<Fronted, string>,
  upstreams: Record<Fronted, string>,
  certificate: Pick<SelfSignedCertificate, 'certPath' | 'keyPath'>,
  healthListen: string,
): string {
  return fillNginxTemplate(readFileSync(TLS_PROXY_TEMPLATE, 'utf8'), {
    CERT: certificate.certPath,
    KEY: certificate.keyPath,
    FEDERATED_LISTEN: hostPort(origins.federated),
    FEDERATED: hostPort(upstreams.federated),
    SINGLE_LISTEN: hostPort(origins.singleBundle),
    SINGLE: hostPort(upstreams.singleBundle),
    STORE_LISTEN: hostPort(origins.store),
    STORE: hostPort(upstreams.store),
    HEALTH_LISTEN: healthListen,
  });
}

/**
 * Real nginx (Debian's) on the rendered template, as an ordinary process, until `close`; pinned to `serverCpus` with
 * the other servers when given. Started once its plain health port answers.
 */
export async function startTlsProxy(
  origins: Record<Fronted, string>,
  upstreams: Record<Fronted, string>,
  certificate: SelfSignedCertificate,
  serverCpus?: string,
): Promise<{ close(): Promise<void> }> {
  const health = `127.0.0.1:${await freePort()}`;
  const nginx = await startNginxProcess(
    renderTlsProxyConfig(origins, upstreams, certificate, health),
    `http://${health}`,
  );
  if (serverCpus !== undefined) {
    const pid = Number(readFileSync(path.join(nginx.prefixDir, 'nginx.pid'), 'utf8').trim());
    if (pid > 0) pinProcessTree(pid, serverCpus);
  }
  return nginx;
}
