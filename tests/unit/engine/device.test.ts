// describeDevice over user-agent strings: mobile or desktop (SESS-23), the
// unsupported desktop browsers of seed 002 §2.6 (LAND-13..16) and A76's fields (IDX-50).
import { describe, expect, it } from 'vitest';
import { describeDevice, type DeviceInfo } from '../../../renderer/engine/device.js';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1',
  chrome83: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36',
  edge83: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.97 Safari/537.36 Edg/83.0.478.45',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  ie8: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  firefox36: 'Mozilla/5.0 (Windows; U; Windows NT 6.1; en-US; rv:1.9.2.3) Gecko/20100401 Firefox/3.6.3',
  firefox4: 'Mozilla/5.0 (Windows NT 6.1; rv:2.0) Gecko/20100101 Firefox/4.0',
  safari51: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_6_8) AppleWebKit/534.50 (KHTML, like Gecko) Version/5.1 Safari/534.50',
  safari6: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_8_2) AppleWebKit/536.26.17 (KHTML, like Gecko) Version/6.0.2 Safari/536.26.17',
} as const;

describe('mobile or desktop (SESS-23)', () => {
  it.each([['Android Chrome', UA.androidChrome], ['iPhone Safari', UA.iphoneSafari]])('SESS-23: %s is Mobile Website', (_name, ua) => {
    expect(describeDevice(ua)).toMatchObject({ mobile: true, platform: 'Mobile Website', supported: true });
  });

  it.each([['Chrome 83', UA.chrome83], ['Edge 83', UA.edge83], ['Safari 6', UA.safari6]])('SESS-23: desktop %s is Desktop Website', (_name, ua) => {
    expect(describeDevice(ua)).toMatchObject({ mobile: false, platform: 'Desktop Website' });
  });
});

describe('unsupported desktop browsers (seed 002 §2.6)', () => {
  it.each<[string, string, boolean]>([
    ['LAND-13: IE 9 (MSIE 9.0)', UA.ie9, false],
    ['LAND-13: IE 8', UA.ie8, false],
    ['LAND-14: Firefox 3.6', UA.firefox36, false],
    ['LAND-15: Safari 5.1', UA.safari51, false],
    ['LAND-13: IE 11 (Trident rv:11)', UA.ie11, true],
    ['LAND-14: Firefox 4', UA.firefox4, true],
    ['LAND-15: Safari 6', UA.safari6, true],
    ['LAND-16: Chrome 83', UA.chrome83, true],
    ['LAND-16: Edge 83', UA.edge83, true],
  ])('%s -> supported=%s', (_name, ua, supported) => {
    expect(describeDevice(ua).supported).toBe(supported);
  });

  it('an old browser on a phone is not refused (the limits are desktop only)', () => {
    const oldMobileFirefox = 'Mozilla/5.0 (Android; Mobile; rv:2.0) Gecko/20100101 Firefox/3.0';
    expect(describeDevice(oldMobileFirefox)).toMatchObject({ mobile: true, browser: 'Firefox', supported: true });
  });

  it('an unknown browser is supported, as Other', () => {
    expect(describeDevice('curl/8.0')).toMatchObject({ browser: 'Other', browserVersion: '', os: 'Other', supported: true });
  });
});

describe('A76 fields: OS, OSVersion, Browser, BrowserVersion (IDX-50)', () => {
  it.each<[string, string, Pick<DeviceInfo, 'os' | 'osVersion' | 'browser' | 'browserVersion'>]>([
    ['Android Chrome', UA.androidChrome, { os: 'Android', osVersion: '10', browser: 'Chrome', browserVersion: '83.0.4103.106' }],
    ['iPhone Safari', UA.iphoneSafari, { os: 'iOS', osVersion: '13.5', browser: 'Safari', browserVersion: '13.1.1' }],
    ['Chrome 83', UA.chrome83, { os: 'Windows', osVersion: '10.0', browser: 'Chrome', browserVersion: '83.0.4103.116' }],
    ['Edge 83 (not Chrome)', UA.edge83, { os: 'Windows', osVersion: '10.0', browser: 'Edge', browserVersion: '83.0.478.45' }],
    ['IE 9', UA.ie9, { os: 'Windows', osVersion: '6.1', browser: 'IE', browserVersion: '9.0' }],
    ['IE 11', UA.ie11, { os: 'Windows', osVersion: '10.0', browser: 'IE', browserVersion: '11.0' }],
    ['Firefox 3.6', UA.firefox36, { os: 'Windows', osVersion: '6.1', browser: 'Firefox', browserVersion: '3.6.3' }],
    ['Safari 5.1', UA.safari51, { os: 'macOS', osVersion: '10.6.8', browser: 'Safari', browserVersion: '5.1' }],
  ])('IDX-50: %s', (_name, ua, fields) => {
    expect(describeDevice(ua)).toMatchObject(fields);
  });
});
