/** Tiếng Việt / English, shown now and kept on the phone (either phone app). */
import { useTranslation } from 'react-i18next';
import { chooseLanguage, type Language } from './phone-i18n';

export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('common.language')}>
      {(['vi', 'en'] as const).map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={i18n.language === language}
          onClick={() => {
            chooseLanguage(language);
            onChosen?.(language);
          }}
        >
          {t(`common.languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
