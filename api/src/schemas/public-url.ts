import ipaddr from 'ipaddr.js';

/** Names that never lead to the public web: this machine, the local network, a cloud's internal names. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/** Whether an IP literal (as the URL parser wrote it) is a public unicast address. */
function publicAddress(host: string): boolean {
  let address = ipaddr.parse(host);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast';
}

/**
 * Whether a link is a public http(s) address anyone may follow: no IP literal outside public unicast (loopback,
 * private, link-local and metadata, shared 100.64/10, reserved, IPv4-mapped IPv6…), no local or single-label name,
 * no user name or password, the scheme's default port. The WHATWG parser has already turned decimal, hex and octal
 * IPv4 spellings (`http://2130706433/`, `http://0x7f.1/`) into dotted form, so those are caught too.
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.port) return false;
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[')) return publicAddress(host.slice(1, -1));
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return publicAddress(host);
  return host.includes('.') && !LOCAL_NAME.test(host);
}
