// The frame around every screen: public or banking header (flows/flow.json shell.banking) with the
// bank's logo and name (brand/branding.json), the language switch and exit
// (one row at 360 px), the step indicator under it (StepIndicator), the bank's footer, the modal layer, faults, and the idle
// timer (useIdle).
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { branding, logoUrl } from 'virtual:branding';
import { Popup } from '../../widgets/popup/Popup.js';
import type { AppEngine } from '../engine/app.js';
import { brandText } from '../engine/branding.js';
import { languageList } from '../../rules/languages.js';
import { AppFooter } from './AppFooter.js';
import { parseLocation } from '../engine/flow.js';
import { exitPopupOf } from '../engine/exitControl.js';
import { isBanking, stepOf } from '../engine/steps.js';
import type { BrowserHost } from './browserHost.js';
import { browserVisit, isCurrentEntry } from './browserVisit.js';
import { FaultPanel } from './FaultPanel.js';
import type { FaultStore } from './faultStore.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { ScreenView } from './ScreenView.js';
import { StepIndicator } from './StepIndicator.js';
import { StorageNoticeBanner, type StorageNotice } from './StorageNotice.js';
import { useDocumentTitle } from './useDocumentTitle.js';
import { useIdle } from './useIdle.js';

const noSubscribe = () => () => undefined;
const noState = () => undefined;

export function Shell({ engine, host, faults, storageNotice }: { engine: AppEngine; host: BrowserHost; faults: FaultStore; storageNotice?: StorageNotice }) {
  const report = faults.report;
  const faultList = useSyncExternalStore(faults.subscribe, faults.get);
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useSyncExternalStore(engine.subscribe, engine.getCurrent);
  const modals = useSyncExternalStore(host.subscribe, host.getModals);
  const entered = useRef<Location | undefined>(undefined);
  useIdle(engine, report);

  // Every navigation once (a typed address keeps the router's key "default": the location itself is new),
  // unless the browser has already left it (Back at once after Next): the newer location enters.
  useEffect(() => {
    if (entered.current === location || !isCurrentEntry(location.key)) return;
    entered.current = location;
    const { path, query } = parseLocation(window.location.hash, window.location.search);
    engine.enter(path, query, browserVisit(location.key, navigationType)).catch(report);
  }, [location, navigationType, engine, report]);

  const controller = current?.controller;
  // The header reads the session (shell.banking's key, step): re-render when the screen's work changes it.
  useSyncExternalStore(controller?.subscribe ?? noSubscribe, controller?.getState ?? noState);
  const banking = isBanking(engine.flow, engine.session);
  const step = stepOf(controller?.screen, engine.flow, banking);

  const setSessionLang = useCallback((lang: string) => engine.session.set('Lang', lang), [engine]);

  const bankName = brandText(branding.shortName, i18n.language, languageList.fallback);
  const product = t(banking ? 'shell.bankingBrand' : 'shell.brand');
  const screenTitle = controller ? t(controller.screen.title) : current?.notConfigured ? t('shell.notConfiguredTitle') : undefined;
  useDocumentTitle([screenTitle, product, bankName]);

  const openExit = () => controller?.popup(exitPopupOf(controller.screen, engine.flow), {});

  return (
    <div className={`app ${banking ? 'app--banking' : 'app--public'}`}>
      <header className="app__header">
        <span className="app__brand">
          <img className="app__logo" src={logoUrl} alt="" width={36} height={36} />
          <span className="app__bank">{bankName}</span>
          <span className="app__product">{product}</span>
        </span>
        <LanguageSwitch setSessionLang={setSessionLang} />
        {banking && controller && (
          <button type="button" className="app__exit" onClick={openExit}>{t('shell.exit')}</button>
        )}
      </header>
      {step && <StepIndicator step={step} />}
      <main className="app__main">
        {storageNotice && <StorageNoticeBanner notice={storageNotice} />}
        {controller && <ScreenView key={`${current?.path}:${controller.screen.id}`} controller={controller} report={report} />}
        {current?.notConfigured && (
          <section className="screen screen--pending" data-route={current.path}>
            <h1 className="screen__title">{t('shell.notConfiguredTitle')}</h1>
            <p>{t('shell.notConfiguredBody', { route: current.path })}</p>
          </section>
        )}
      </main>
      <AppFooter branding={branding} consts={engine.consts} />
      <FaultPanel faults={faultList} />
      {modals.map((m, i) => (
        <Popup key={m.id} title={m.view.title} defaultTitle={t('common.notice')} body={m.view.body} image={m.view.image} buttons={m.view.buttons} topmost={i === modals.length - 1} />
      ))}
    </div>
  );
}
