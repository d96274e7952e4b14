import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseWebhookUrl } from './webhook-urls';
import { signWebhook } from './webhook-delivery';

describe('isPublicAddress', () => {
  it('accepts public addresses and refuses private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.255.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.10.10',
      '169.254.169.254',
      '100.100.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '64:ff9b::7f00:1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('parseWebhookUrl', () => {
  it('asks for https when told, and refuses credentials and other schemes', () => {
    expect(() => parseWebhookUrl('http://hooks.example/x', { httpsOnly: true })).toThrow(/https/);
    expect(parseWebhookUrl('http://hooks.example/x', { httpsOnly: false }).host).toBe('hooks.example');
    expect(() => parseWebhookUrl('https://a:b@hooks.example/x', { httpsOnly: true })).toThrow();
    expect(() => parseWebhookUrl('file:///etc/passwd', { httpsOnly: false })).toThrow();
    expect(() => parseWebhookUrl('not a url', { httpsOnly: false })).toThrow();
  });
});

describe('signWebhook', () => {
  it('signs "id.timestamp.body" with each secret, space-separated', () => {
    // The Standard Webhooks specification's example.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook([secret], 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
    expect(
      signWebhook([secret, secret], 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body).split(' '),
    ).toHaveLength(2);
  });
});
