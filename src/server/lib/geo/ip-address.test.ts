import { describe, expect, it } from 'vitest';
import { toPublicIp } from './ip-address.ts';

describe('toPublicIp', () => {
  it.each([
    ['18.0.0.1', { address: '18.0.0.1', family: 4 }],
    [' 18.0.0.1 ', { address: '18.0.0.1', family: 4 }],
    ['18.0.0.1:8080', { address: '18.0.0.1', family: 4 }],
    ['2600:1700::1', { address: '2600:1700::1', family: 6 }],
    ['2600:1700:0000:0000:0000:0000:0000:0001', { address: '2600:1700::1', family: 6 }],
    ['[2600:1700::1]:443', { address: '2600:1700::1', family: 6 }],
    ['::ffff:18.0.0.1', { address: '18.0.0.1', family: 4 }],
    ['::FFFF:1200:1', { address: '18.0.0.1', family: 4 }],
    ['0:0:0:0:0:ffff:1200:0001', { address: '18.0.0.1', family: 4 }],
  ])('reads %j as a public address', (raw, expected) => {
    expect(toPublicIp(raw)).toEqual(expected);
  });

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]:3000',
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.1.1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:192.168.0.1',
    '224.0.0.1',
    '',
    'localhost',
    'not an ip',
    '999.1.1.1',
  ])('answers null for %j', (raw) => {
    expect(toPublicIp(raw)).toBeNull();
  });

  it('keeps the neighbours of private ranges public', () => {
    expect(toPublicIp('172.32.0.1')).not.toBeNull();
    expect(toPublicIp('100.128.0.1')).not.toBeNull();
    expect(toPublicIp('11.0.0.1')).not.toBeNull();
  });
});
