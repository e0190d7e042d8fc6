import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserSpeech,
  browserSpeechVendor,
  chooseRecognitionPath,
  type BrowserSpeech,
} from './speech-recognition';

const browser = (onDevice: BrowserSpeech['onDevice'], recognition = true): BrowserSpeech => ({
  lang: 'en-GB',
  recognition,
  onDevice,
  vendor: 'Google',
});

afterEach(() => vi.unstubAllGlobals());

describe('chooseRecognitionPath', () => {
  it.each([
    // The server first, whatever the browser can do or the institution allows.
    [
      { server: 'institution', browser_cloud: true },
      browser('available'),
      { via: 'server', service: 'institution' },
    ],
    [
      { server: 'openai', browser_cloud: false },
      browser('unavailable', false),
      { via: 'server', service: 'openai' },
    ],
    // Then the device, ahead of an allowed cloud.
    [
      { server: null, browser_cloud: true },
      browser('available'),
      { via: 'device', install: false, lang: 'en-GB' },
    ],
    [
      { server: null, browser_cloud: false },
      browser('installable'),
      { via: 'device', install: true, lang: 'en-GB' },
    ],
    // Then the cloud, only when allowed.
    [{ server: null, browser_cloud: true }, browser('unavailable'), { via: 'cloud', vendor: 'Google' }],
    [{ server: null, browser_cloud: true }, browser('install-failed'), { via: 'cloud', vendor: 'Google' }],
    [
      { server: null, browser_cloud: false },
      browser('unavailable'),
      { via: 'none', reason: 'cloud-not-allowed', lang: 'en-GB' },
    ],
    [
      { server: null, browser_cloud: false },
      browser('install-failed'),
      { via: 'none', reason: 'install-failed', lang: 'en-GB' },
    ],
    [
      { server: null, browser_cloud: true },
      browser('unavailable', false),
      { via: 'none', reason: 'unsupported', lang: 'en-GB' },
    ],
  ] as const)('with %o and a browser %o chooses %o', (policy, b, path) => {
    expect(chooseRecognitionPath(policy, b)).toEqual(path);
  });

  it('trusts the live socket when it says the server transcribes and the policy could not name who', () => {
    expect(chooseRecognitionPath({ server: null, browser_cloud: false }, browser('available'), true)).toEqual(
      {
        via: 'server',
        service: null,
      },
    );
  });
});

describe('browserSpeech', () => {
  it('asks for on-device recognition of the language without installing anything', async () => {
    const asked: unknown[] = [];
    const install = vi.fn();
    vi.stubGlobal('navigator', { userAgent: 'Chrome/142' });
    vi.stubGlobal(
      'webkitSpeechRecognition',
      Object.assign(class {}, {
        available: (o: unknown) => (asked.push(o), Promise.resolve('downloading')),
        install,
      }),
    );
    expect(await browserSpeech('de-DE')).toEqual({
      lang: 'de-DE',
      recognition: true,
      onDevice: 'installable',
      vendor: 'Google',
    });
    expect(asked).toEqual([{ langs: ['de-DE'], processLocally: true }]);
    expect(install).not.toHaveBeenCalled();
  });

  it('takes a refused availability check as no on-device recognition', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Chrome/142' });
    vi.stubGlobal(
      'SpeechRecognition',
      Object.assign(class {}, {
        available: () => Promise.reject(new DOMException('blocked', 'NotAllowedError')),
      }),
    );
    expect((await browserSpeech('en-US')).onDevice).toBe('unavailable');
  });
});

describe('browserSpeechVendor', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Google',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'Microsoft',
    ],
    [
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Apple',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', null],
  ])('%s is %s', (userAgent, vendor) => {
    vi.stubGlobal('navigator', { userAgent });
    expect(browserSpeechVendor()).toBe(vendor);
  });
});
