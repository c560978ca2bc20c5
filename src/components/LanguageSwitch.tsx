/** vi / en switch; the choice is saved under `i18nextLng` (chooseLanguage), and Refine follows i18next. */
import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES } from '../i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('languages.label')}
      value={i18n.resolvedLanguage}
      // i18next directly, not Refine's useSetLocale: the sign-in page shows this switch without Refine.
      onChange={(lng) => void chooseLanguage(lng)}
      suffixIcon={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
