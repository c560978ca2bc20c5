/**
 * /settings/languages: the academy's default language (what an account that
 * never chose one sees; an admin changes it) and the signed-in user's own,
 * saved on their account and applied at once (kept under `i18nextLng`).
 */
import { useCustomMutation, useGetIdentity, useSetLocale } from '@refinedev/core';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { forgetProfile, type Profile } from '../../providers/profile';
import { SettingsCard } from './SettingsCard';
import { useSettingsSection } from './use-settings-section';

interface Choice {
  academy: Language;
  mine: Language;
}

export default function LanguagesPage() {
  const { t } = useTranslation();
  const setLocale = useSetLocale();
  const { data: user, refetch } = useGetIdentity<Profile>();
  const { value: common, failed, saving, save } = useSettingsSection('common_settings');
  const { mutateAsync, mutation } = useCustomMutation();
  const [choice, setChoice] = useState<Choice>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isAdmin = user?.user_type === 'admin';
  const saved = common && user ? { academy: common.app_language, mine: user.app_language ?? common.app_language } : undefined;
  // Filled when both languages are known and again when either saved one changes; `saved` is a new
  // object each render, so it is compared by its two languages, and an unchanged refetch keeps the edits.
  const [filledFrom, setFilledFrom] = useState<Partial<Choice>>({});
  if (saved?.academy !== filledFrom.academy || saved?.mine !== filledFrom.mine) {
    setFilledFrom({ academy: saved?.academy, mine: saved?.mine });
    if (saved) setChoice(saved);
  }

  const submit = async () => {
    if (!choice || !saved || !user || !common) return;
    setErrors({});
    const academyChanged = isAdmin && choice.academy !== saved.academy;
    if (academyChanged) {
      const problems = await save({ ...common, app_language: choice.academy });
      if (problems) return setErrors({ academy: problems.app_language ?? Object.values(problems)[0] });
    }
    if (choice.mine !== user.app_language) {
      await mutateAsync({
        url: `/users/${user.id}`,
        method: 'put',
        values: { app_language: choice.mine },
        // One toast per save: the academy's save already said so.
        successNotification: academyChanged ? false : { message: t('settingsPages.saved'), type: 'success' },
      });
      forgetProfile();
      await refetch();
    }
    // Applied now and kept under i18nextLng, as a pick of the switch is.
    setLocale(choice.mine);
  };

  const options = LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }));
  return (
    <SettingsCard
      description={t('pageDescriptions.settings_languages')}
      loading={!choice}
      failed={failed}
      dirty={Boolean(choice && saved && (choice.academy !== saved.academy || choice.mine !== saved.mine))}
      saving={saving || mutation.isPending}
      onSave={() => void submit().catch(() => undefined)}
    >
      {choice && (
        <Form layout="vertical">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('settingsPages.languages.academy')}
                validateStatus={errors.academy ? 'error' : undefined}
                help={errors.academy ?? (!isAdmin && t('settingsPages.languages.adminOnly'))}
              >
                <Select
                  aria-label={t('settingsPages.languages.academy')}
                  value={choice.academy}
                  disabled={!isAdmin}
                  options={options}
                  onChange={(academy) => setChoice({ ...choice, academy })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('settingsPages.languages.mine')}>
                <Select
                  aria-label={t('settingsPages.languages.mine')}
                  value={choice.mine}
                  options={options}
                  onChange={(mine) => setChoice({ ...choice, mine })}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text type="secondary">{t('settingsPages.languages.hint')}</Typography.Text>
        </Form>
      )}
    </SettingsCard>
  );
}
