import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/base.css';
import './styles/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for one long task; the page's header bar (index.html) shows
// meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
