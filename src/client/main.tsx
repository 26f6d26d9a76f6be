// First: React 19's ref-as-prop on preact/compat, before anything renders.
import './lib/ref-as-prop';
import './fonts/faces.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readEarly, seedFromPage } from './lib/query-client';
import { getSite } from './lib/site';
import { preloadPage } from './routes';

const { name } = getSite();
if (name && document.title !== name) document.title = name;

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
// A link that opens a dialog (?auth=signup, ?contact=true) fetches the dialog's code beside the page's,
// not after the page has rendered.
const params = new URLSearchParams(window.location.search);
if (params.has('auth') || params.has('contact')) {
  void import('./shell/dialog-frame');
  void (params.has('auth') ? import('./features/auth/auth-dialog') : import('./features/inquiries/contact-dialog'));
}
// The answers the server sent with the page (on /collections, the featured collections) go in the cache first.
seedFromPage();
// The page's chunk and its early reads first (the server asked for both with preload links), so the
// first paint is the page with its answer.
void Promise.all([preloadPage(window.location.pathname), readEarly()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
