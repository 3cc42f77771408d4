import { contentRows, safeHref } from './item-content';

describe('contentRows', () => {
  it('shows a bug report’s severity, steps, browser, device and screenshot link first', () => {
    const rows = contentRows({
      reportId: 'r1',
      device: 'Pixel 8',
      screenshot: 'https://example.com/shot.png',
      steps: '1. Open the map\n2. Zoom',
      severity: 'high',
      browser: 'Firefox 128',
      title: 'Map is blank',
      contactAllowed: false,
      metadata: { screenWidth: 412 },
    });
    expect(rows.map(({ key }) => key)).toEqual([
      'title',
      'severity',
      'steps',
      'browser',
      'device',
      'screenshot',
      'contactAllowed',
      'metadata',
    ]);
    expect(rows.find(({ key }) => key === 'screenshot')).toMatchObject({ href: 'https://example.com/shot.png' });
    expect(rows.find(({ key }) => key === 'steps')).toMatchObject({ long: true, text: '1. Open the map\n2. Zoom' });
    expect(rows.find(({ key }) => key === 'contactAllowed')?.text).toBe('No');
    expect(rows.find(({ key }) => key === 'metadata')?.label).toBe('Metadata');
  });

  it('leaves out empty fields and names unknown ones in words', () => {
    expect(contentRows({ email: '', travelTypes: ['solo', 'business'], appRating: null })).toEqual([
      { key: 'travelTypes', label: 'Travel types', text: 'solo, business' },
    ]);
    expect(contentRows(null)).toEqual([]);
  });
});

describe('safeHref', () => {
  it('links only http and https addresses', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});
