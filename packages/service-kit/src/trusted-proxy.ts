import net from 'node:net';

// Express walks X-Forwarded-For from the right for as long as each hop is trusted. Trusting whole
// private ranges let a client behind a private hop (a Docker bridge, the loopback) prepend any
// address it liked and dodge every per-IP limit. We trust exactly one hop, the peer that connected
// to us, and only when it is a configured gateway address: req.ip is then the address the gateway
// itself saw (the right-most X-Forwarded-For entry), whatever the client wrote before it.

const PRESETS: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const KNOWN_PEERS_KEPT = 1024;

const unmap = (addr: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(addr) ? addr.slice(7) : addr);

/** Parse TRUST_PROXY (`none`, or a comma list of presets loopback/linklocal/uniquelocal, addresses and CIDRs). */
export function parseTrustedProxies(value: string): net.BlockList | undefined {
  const list = new net.BlockList();
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && ['none', 'false'].includes(entries[0])))
    return undefined;
  for (const entry of entries) {
    const preset = PRESETS[entry];
    if (preset) {
      for (const [net0, prefix, type] of preset) list.addSubnet(net0, prefix, type);
      continue;
    }
    const [addr, bits] = entry.split('/');
    const type = net.isIPv4(addr) ? 'ipv4' : net.isIPv6(addr) ? 'ipv6' : undefined;
    const prefix = bits === undefined ? (type === 'ipv4' ? 32 : 128) : Number(bits);
    const max = type === 'ipv4' ? 32 : 128;
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(
        `"${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    list.addSubnet(addr, prefix, type);
  }
  return list;
}

/** Express `trust proxy` function: trust the connecting peer (hop 0) only, and only if it is listed. */
export function trustGatewayHop(value: string): (addr: string | undefined, hop: number) => boolean {
  const list = parseTrustedProxies(value);
  // BlockList.check builds a SocketAddress each time (~2 % of a request's CPU, asked several times
  // per request); the answer per address never changes, and the peers are the gateway's few
  // addresses, so it is remembered (bounded, should strangers connect from many addresses).
  const known = new Map<string, boolean>();
  return (addr, hop) => {
    // A request whose caller already hung up has no peer address left: nothing to trust (req.ip is then
    // undefined and limits key it as 'unknown', instead of the check throwing and the request failing).
    if (!list || hop !== 0 || !addr) return false;
    let trusted = known.get(addr);
    if (trusted === undefined) {
      const ip = unmap(addr);
      trusted = list.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6');
      if (known.size >= KNOWN_PEERS_KEPT) known.clear();
      known.set(addr, trusted);
    }
    return trusted;
  };
}
