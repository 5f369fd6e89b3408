// The studio's page (/__studio/ under `npm start`): its own texts, then the App.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App.js';
import { studioI18n } from './i18n.js';
import './studio.css';

const i18n = studioI18n(navigator.language);
document.documentElement.lang = i18n.language;
createRoot(document.getElementById('studio')!).render(
  <I18nextProvider i18n={i18n}>
    <App />
  </I18nextProvider>,
);
