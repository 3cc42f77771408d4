import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@safetrails/contracts';
import { dashboardFirstHtml, searchFirstHtml } from './first-html';
import { FIRST_HTML_WORDS } from './first-html-words';

/** The web app's catalogue of a language: the words the dashboard's own header is drawn with. */
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(__dirname, '../../../../web/src/i18n/messages', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

describe("the dashboard's and a search's first HTML", () => {
  it.each(LOCALES)('says what the app says for a visitor in %s', (locale) => {
    const messages = catalogue(locale);
    const words = FIRST_HTML_WORDS[locale].dashboard;
    expect(words.eyebrow).toBe(messages['dashboard.eyebrow']);
    expect(words.lead).toBe(messages['dashboard.lead']);
    // The welcome without a name: the `none` case of its select.
    expect(words.welcome).toBe(/\bnone \{([^{}]*)\}/.exec(messages['dashboard.welcome'] ?? '')?.[1]);
  });

  it.each(LOCALES)("heads a search as the app does in %s, the traveller's query in its words", (locale) => {
    const messages = catalogue(locale);
    const words = FIRST_HTML_WORDS[locale].search;
    expect(words.resultsFor('lyon')).toBe(messages['search.resultsFor']?.replace('{query}', 'lyon'));
    expect(words.all).toBe(messages['search.all']);
  });

  it("escapes a search's query, and names every destination for `all`", () => {
    const html = searchFirstHtml('<b>lyon</b>');
    expect(html).toContain(
      '<header class="search-header"><div><p class="eyebrow">Search results for “&lt;b&gt;lyon&lt;/b&gt;”</p>' +
        '<h1 id="search-title">&lt;b&gt;lyon&lt;/b&gt;</h1></div></header>',
    );
    expect(html).not.toContain('<b>');
    expect(searchFirstHtml(' All ', 'de')).toContain(
      '<p class="eyebrow">Alle Reiseziele</p><h1 id="search-title">Alle Reiseziele</h1>',
    );
  });

  it('draws the header in the classes the app draws it with, inside the first-HTML main', () => {
    const html = dashboardFirstHtml('fr');
    expect(html).toMatch(/^<main id="main" class="page" data-first-html><div class="container dashboard">/);
    expect(html).toContain(
      '<header class="dashboard-header"><div><p class="eyebrow">Tableau de bord</p><h1>Bienvenue</h1>' +
        '<p class="lead">Scores de sécurité, conseils et signalements de quartiers de voyageurs comme vous.</p></div></header>',
    );
  });
});
