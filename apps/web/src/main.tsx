import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyDocumentLocale } from './i18n/i18n-provider';
import { initialLocale } from './i18n/locale-choice';
import { loadMessages } from './i18n/load-messages';
import './styles/base.css';
import './styles/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The page's language first (her choice, else her browser's), with only that language's messages;
// an English page loads none. Then, as a transition, the first render yields to the browser every
// few milliseconds instead of holding a slow phone's main thread for one long task; the page's
// header bar (index.html) shows meanwhile.
const chosen = initialLocale();
void loadMessages(chosen)
  .then(
    (messages) => ({ locale: chosen, messages }),
    // Its catalogue unreachable (offline before it was ever kept): English, rather than no page.
    () => ({ locale: 'en' as const, messages: undefined }),
  )
  .then(({ locale, messages }) => {
    applyDocumentLocale(locale);
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App locale={locale} messages={messages} />
        </StrictMode>,
      );
    });
  });
