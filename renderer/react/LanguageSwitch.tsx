// The header's language switch, from flows/languages.json: with two languages
// a button naming the other one (in its own language); with more, a labelled
// select listing each in its own language. Choosing one sets the session's
// Lang, i18next's language and, once its texts are loaded, the page's lang attribute.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf, languageList, type LanguageList } from '../../rules/languages.js';
import { clearAnnouncement } from './routeFocus.js';
import './languageSwitch.css';

export function LanguageSwitch({ setSessionLang, list = languageList }: { setSessionLang: (lang: string) => void; list?: LanguageList }) {
  const { t, i18n } = useTranslation();
  const choose = useCallback((code: string) => {
    setSessionLang(langOf(code, list));
    void i18n.changeLanguage(code);
  }, [i18n, list, setSessionLang]);
  // The page says it is in the new language once its texts are: i18next switches only when they
  // have loaded (the other language's whole texts, a moment on a slow phone), and a message made
  // meanwhile (Back at once: the history notice) is still in the old one.
  useEffect(() => {
    const changed = (code: string) => {
      document.documentElement.lang = code;
      clearAnnouncement(document);
    };
    i18n.on('languageChanged', changed);
    return () => { i18n.off('languageChanged', changed); };
  }, [i18n]);

  const languages = list.languages;
  if (languages.length < 2) return null;
  if (languages.length === 2) {
    const other = languages.find((l) => l.code !== i18n.language) ?? languages[0];
    return (
      <button type="button" className="app__lang" onClick={() => choose(other.code)} lang={other.code}>
        {other.label}
      </button>
    );
  }
  return (
    <select className="app__lang app__lang--menu" aria-label={t('shell.language')} value={i18n.language} onChange={(e) => choose(e.target.value)}>
      {languages.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>)}
    </select>
  );
}
