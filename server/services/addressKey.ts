// Which counter a client address falls under: an operator-listed range (a school's connection,
// counted as one), else the address itself. IPv6 clients are counted per /64, the block one
// household or school usually gets, so hopping between addresses of one block gains nothing.
import net from 'node:net';
import type { AddressRange } from '../config';

export interface AddressBucket {
  key: string;
  max: number;
}

const expandIpv6 = (address: string): string[] => {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const middle = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((group) => group.padStart(4, '0'));
};

/** '::ffff:192.0.2.7' → '192.0.2.7'; other addresses unchanged. */
export const plainAddress = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

export class AddressBuckets {
  private readonly ranges: Array<{ range: AddressRange; list: net.BlockList }>;

  constructor(
    ranges: AddressRange[],
    private readonly defaultMax: number,
  ) {
    this.ranges = ranges.map((range) => {
      const list = new net.BlockList();
      const [address = '', prefix] = range.cidr.split('/');
      const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
      return { range, list };
    });
  }

  bucket(rawIp: string): AddressBucket {
    const ip = plainAddress(rawIp);
    const family = net.isIP(ip);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (family !== 0) {
      const listed = this.ranges.find(({ list }) => list.check(ip, type));
      if (listed) return { key: `addr:${listed.range.cidr}`, max: listed.range.max };
    }
    const key =
      family === 6
        ? `${expandIpv6(ip.split('%')[0] ?? ip)
            .slice(0, 4)
            .join(':')}::/64`
        : ip;
    return { key: `addr:${key}`, max: this.defaultMax };
  }
}
