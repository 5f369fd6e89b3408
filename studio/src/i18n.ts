// The studio's own texts (studio/locales), in English and Chinese; not the app's locales, which
// the preview shows as they are.
import i18next from 'i18next';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';

export const STUDIO_LANGUAGES = [{ code: 'en', label: 'English' }, { code: 'zh-TW', label: '中文' }];

export function studioI18n(preferred: string) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: preferred.toLowerCase().startsWith('zh') ? 'zh-TW' : 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, 'zh-TW': { translation: zhTW } },
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return instance;
}
