import { isIP } from 'node:net';
import { SettingsError, type Setting } from '@mfp/settings';

/** Names proxy-addr (fastify's `trustProxy`) knows for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies in front of the host server whose `X-Forwarded-For` names the client. Behind a load balancer every
 * request comes from the balancer's address: without this, the per-address limits (failure reports, failed deploy
 * authentications) would count all clients as one, and the audit trail would name the balancer. Only the listed
 * addresses are believed, so a client cannot choose its own address by sending the header.
 */
export const trustProxySetting: Setting<string[] | false> = {
  description:
    'Addresses of the load balancers in front (comma-separated IPs, CIDRs or `loopback`), whose `X-Forwarded-For` ' +
    'gives the client address that rate limits and the audit trail use',
  default: 'none (the connecting address is the client)',
  read(raw, name) {
    if (raw === undefined || raw.trim() === '') return false;
    const entries = raw.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    throw new SettingsError(
      `${name}="${raw}": ${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address, a CIDR range ` +
        `or one of ${RANGE_NAMES.join(', ')}. List the load balancers' addresses, e.g. ${name}=10.0.0.0/8 or ` +
        `${name}=loopback,192.168.1.10, or unset it when clients connect directly.`,
    );
  },
};
