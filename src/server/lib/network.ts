import { isIP } from "node:net";

/**
 * The network a client address belongs to, for limits per address: an IPv4 address is its own
 * network; an IPv6 address counts as its /64 (one subscriber line or host gets a whole /64, so a
 * limit per single IPv6 address is no limit). IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) are
 * their IPv4 address. Answers a canonical text (`v4:1.2.3.4`, `v6:2001:db8:0:1::/64`) that is the
 * same for every spelling of the same network; an unparsable address answers `other:<text>`.
 */
export function networkOf(address: string): string {
  const ip =
    address
      .trim()
      .replace(/^\[|\]$/g, "")
      .split("%")[0] ?? "";
  const kind = isIP(ip);
  if (kind === 4) return `v4:${ip}`;
  if (kind !== 6) return `other:${address}`;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return `v4:${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a dotted IPv4 tail). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (value: string) =>
    value === "" ? [] : value.split(":").map((group) => Number.parseInt(group, 16));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const zeros = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}
