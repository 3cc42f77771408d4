import { browserOf, deviceOf } from './client-environment';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0';
const CHROME_ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('browserOf', () => {
  it('names the browser and its major version, not the engines it also claims', () => {
    expect(browserOf(CHROME_LINUX)).toBe('Chrome 126');
    expect(browserOf(EDGE_WINDOWS)).toBe('Edge 125');
    expect(browserOf(SAFARI_IPHONE)).toBe('Safari 17');
    expect(browserOf(FIREFOX_ANDROID)).toBe('Firefox 127');
    expect(browserOf(SAFARI_MAC)).toBe('Safari 17');
  });

  it('says so when it cannot tell', () => {
    expect(browserOf('curl/8.0')).toBe('Unknown browser');
  });
});

describe('deviceOf', () => {
  it('tells desktops, phones and tablets apart, with their system', () => {
    expect(deviceOf(CHROME_LINUX)).toBe('Desktop (Linux)');
    expect(deviceOf(EDGE_WINDOWS)).toBe('Desktop (Windows)');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Mobile (iOS)');
    expect(deviceOf(FIREFOX_ANDROID)).toBe('Mobile (Android)');
    expect(deviceOf(CHROME_ANDROID_TABLET)).toBe('Tablet (Android)');
    expect(deviceOf(SAFARI_MAC)).toBe('Desktop (macOS)');
  });
});
