import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { answerFirstReads } from './app/first-reads';
import { applyDocumentLocale } from './i18n/i18n-provider';
import { initialLocale } from './i18n/locale-choice';
import { loadMessages } from './i18n/load-messages';
import { createQueryClient } from './lib/query-client';
import './styles/base.css';
import './styles/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The page's language first (her choice, else her browser's), with only that language's messages;
// an English page loads none. Beside them, the reads the server named in the page's head are put
// into the query cache (app/first-reads.ts), so the first screen is drawn once, with its data. Then,
// as a transition, the first render yields to the browser every few milliseconds instead of holding
// a slow phone's main thread for one long task; the page's header bar (index.html) shows meanwhile.
const chosen = initialLocale();
const queryClient = createQueryClient();
void Promise.all([
  loadMessages(chosen).then(
    (messages) => ({ locale: chosen, messages }),
    // Its catalogue unreachable (offline before it was ever kept): English, rather than no page.
    () => ({ locale: 'en' as const, messages: undefined }),
  ),
  answerFirstReads(queryClient),
]).then(([{ locale, messages }]) => {
  applyDocumentLocale(locale);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App locale={locale} messages={messages} queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
