// The footer of every screen, from the branding file: the customer-service number (a
// constant of flows/constants.json, dialled by its link), the security notice, the bank's
// links (each opens in a new window, so the application stays) and the copyright.
import { useTranslation } from 'react-i18next';
import { brandText, telHref, type Branding } from '../engine/branding.js';
import { languageList } from '../../rules/languages.js';

export function AppFooter({ branding, consts }: { branding: Branding; consts: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const text = (value: Record<string, string> | undefined) => brandText(value, i18n.language, languageList.fallback);
  const { customerService, notice, links, copyright } = branding.footer;
  const phone = String(consts[customerService.phone] ?? '');
  return (
    <footer className="app__footer">
      <div className="app__footer-inner">
        <p className="app__service">
          <span>{text(customerService.label)}</span>{' '}
          <a href={telHref(phone)} className="app__phone">{phone}</a>
        </p>
        {notice && <p className="app__notice">{text(notice)}</p>}
        <ul className="app__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {text(link.label)}<span className="visually-hidden">{t('shell.newWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="app__copyright">{text(copyright)}</p>
      </div>
    </footer>
  );
}
