// What the seeds need to know about the device, from the user agent alone:
// phone or desktop (landing hand-over, Platform), the unsupported desktop
// browsers of seed 002 §2.6, and the OS/browser fields of A76.

export interface DeviceInfo {
  mobile: boolean;
  platform: 'Mobile Website' | 'Desktop Website';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
  supported: boolean;
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;

function version(ua: string, re: RegExp): string {
  return re.exec(ua)?.[1] ?? '';
}

function browserOf(ua: string): { browser: string; browserVersion: string } {
  const table: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+[\d.]*)/],
    ['IE', /MSIE (\d+[\d.]*)/],
    ['IE', /Trident\/.*rv:(\d+[\d.]*)/],
    ['Firefox', /Firefox\/(\d+[\d.]*)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+[\d.]*)/],
    ['Safari', /Version\/(\d+[\d.]*).*Safari/],
  ];
  for (const [browser, re] of table) {
    const v = version(ua, re);
    if (v) return { browser, browserVersion: v };
  }
  return { browser: 'Other', browserVersion: '' };
}

function osOf(ua: string): { os: string; osVersion: string } {
  if (/Android/.test(ua)) return { os: 'Android', osVersion: version(ua, /Android (\d+[\d.]*)/) };
  if (/iPhone|iPad|iPod/.test(ua)) return { os: 'iOS', osVersion: version(ua, /OS (\d+[_\d]*)/).replace(/_/g, '.') };
  if (/Windows/.test(ua)) return { os: 'Windows', osVersion: version(ua, /Windows NT (\d+[\d.]*)/) };
  if (/Mac OS X/.test(ua)) return { os: 'macOS', osVersion: version(ua, /Mac OS X (\d+[_\d]*)/).replace(/_/g, '.') };
  if (/Linux/.test(ua)) return { os: 'Linux', osVersion: '' };
  return { os: 'Other', osVersion: '' };
}

/** Seed 002 §2.6: desktop IE 9 or lower, Firefox 3 or lower, Safari 5 or lower are refused. */
export const UNSUPPORTED_AT_OR_BELOW: Record<string, number> = { IE: 9, Firefox: 3, Safari: 5 };

export function describeDevice(ua: string): DeviceInfo {
  const mobile = MOBILE.test(ua);
  const { browser, browserVersion } = browserOf(ua);
  const major = Number.parseInt(browserVersion, 10);
  const limit = UNSUPPORTED_AT_OR_BELOW[browser];
  const supported = mobile || limit === undefined || !(major <= limit);
  return { mobile, platform: mobile ? 'Mobile Website' : 'Desktop Website', ...osOf(ua), browser, browserVersion, supported };
}
