/** vi / en switch; the choice is saved under `i18nextLng` by the language detector. */
import { GlobalOutlined } from '@ant-design/icons';
import { useSetLocale } from '@refinedev/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const setLocale = useSetLocale();
  return (
    <Select
      aria-label={t('languages.label')}
      value={i18n.resolvedLanguage}
      onChange={(lng) => setLocale(lng)}
      suffixIcon={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
