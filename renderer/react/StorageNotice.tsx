// The browser could not keep the session (its storage is full or turned off): the applicant's
// problem, told in words under the header (role="alert", in both languages), with a button that
// closes it. The session goes on in memory (renderer/engine/session.ts onStorageFailure), so the
// text asks them not to reload or close the page. Never the configuration fault panel.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export class StorageNotice {
  private state: 'none' | 'shown' | 'closed' = 'none';
  private listeners = new Set<() => void>();
  subscribe = (l: () => void): (() => void) => { this.listeners.add(l); return () => this.listeners.delete(l); };
  shown = (): boolean => this.state === 'shown';
  /** A refused write (or no storage at all): shown once per page; closed, it stays closed. */
  report = (err: unknown): void => {
    console.warn('sessionStorage refused a write; the session is kept in memory for this page', err);
    if (this.state !== 'none') return;
    this.state = 'shown';
    for (const l of this.listeners) l();
  };
  close = (): void => {
    this.state = 'closed';
    for (const l of this.listeners) l();
  };
}

export function StorageNoticeBanner({ notice }: { notice: StorageNotice }) {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(notice.subscribe, notice.shown);
  if (!shown) return null;
  return (
    <div className="storage-notice" role="alert">
      <p className="storage-notice__title">{t('shell.storageFailedTitle')}</p>
      <p className="storage-notice__body">{t('shell.storageFailed')}</p>
      <button type="button" className="button button--secondary storage-notice__close" onClick={notice.close}>{t('shell.storageFailedClose')}</button>
    </div>
  );
}
