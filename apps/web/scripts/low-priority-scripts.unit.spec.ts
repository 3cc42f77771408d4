import { lowPriorityScripts } from './low-priority-scripts';

describe('lowPriorityScripts', () => {
  it("marks Vite's entry script and its module preloads low, and counts them", () => {
    const page =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/src-1.js">';
    expect(lowPriorityScripts(page)).toEqual({
      html:
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/src-1.js">',
      scripts: 1,
      preloads: 2,
    });
  });

  it('leaves other scripts and links as they are', () => {
    const page = '<script src="/intl-warmup.js" async></script><link rel="manifest" href="/manifest.webmanifest">';
    expect(lowPriorityScripts(page)).toEqual({ html: page, scripts: 0, preloads: 0 });
  });
});
