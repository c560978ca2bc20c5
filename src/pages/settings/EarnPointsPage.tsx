/**
 * /settings/earn-points: the points each action gives (attendance, birthday,
 * referral; buying products as a % of the order, a point per 1.000 đ) and the
 * points from which each member level starts, climbing with the level.
 */
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsSchema, type AcademySettings } from '../../../schemas/settings';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { levelsOutOfOrder, VND_PER_POINT } from '../../../domain/loyalty';
import { formatNumber } from '../../../domain/money';
import { PERCENT_ACTION, pointRows } from './earn-points';
import { sameValues } from './same-values';
import { SettingsCard } from './SettingsCard';
import type { FieldMessages } from './settings-errors';
import { useSettingsSection } from './use-settings-section';

type Points = AcademySettings['point_settings'];
const section = settingsSchema.properties.point_settings.properties as Record<string, PropertySchema>;
const actionLabels = section.actions.items!.properties!.id['x-enum-labels']!;
const levelLabels = section.level.items!.properties!.id['x-enum-labels']!;

export default function EarnPointsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const { value, failed, saving, save } = useSettingsSection('point_settings');
  const [points, setPoints] = useState<Points>();
  const [errors, setErrors] = useState<FieldMessages>({});
  // Filled when the saved values arrive and again when they change (a save's refetch); a refetch that
  // answers the same values keeps the same object, so it leaves the user's edits alone.
  const [filledFrom, setFilledFrom] = useState<typeof value>();
  if (value !== filledFrom) {
    setFilledFrom(value);
    if (value) setPoints(pointRows(value));
  }

  const set = (list: 'actions' | 'level', index: number, field: 'value' | 'benchmarks', amount: number | null) => {
    setPoints((p) => p && { ...p, [list]: p[list].map((row, i) => (i === index ? { ...row, [field]: amount ?? undefined } : row)) });
    setErrors({});
  };
  const submit = async () => {
    if (!points) return;
    const empty = [
      ...points.actions.flatMap((a, i) => (typeof a.value === 'number' ? [] : [`actions.${i}.value`])),
      ...points.level.flatMap((l, i) => (typeof l.benchmarks === 'number' ? [] : [`level.${i}.benchmarks`])),
    ];
    if (empty.length) return setErrors(Object.fromEntries(empty.map((path) => [path, t('validation.required')])));
    const climbing = levelsOutOfOrder(points.level);
    if (climbing.length)
      return setErrors(Object.fromEntries(climbing.map((i) => [`level.${i}.benchmarks`, t('settingsRules.levelAscending')])));
    setErrors((await save(points)) ?? {});
  };

  const item = (path: string, label: string, input: React.ReactNode) => (
    <Form.Item
      key={path}
      label={label}
      layout="vertical"
      validateStatus={errors[path] ? 'error' : undefined}
      help={errors[path]}
      style={{ marginBottom: 12 }}
    >
      {input}
    </Form.Item>
  );
  return (
    <SettingsCard
      description={t('pageDescriptions.settings_earn_points')}
      loading={!points}
      failed={failed}
      dirty={Boolean(points && value && !sameValues(points, pointRows(value)))}
      saving={saving}
      onSave={() => void submit()}
    >
      <Typography.Title level={5}>{t('settingsPages.points.actions')}</Typography.Title>
      <Row gutter={16}>
        {points?.actions.map((action, i) => (
          <Col key={action.id} xs={24} md={12}>
            {item(
              `actions.${i}.value`,
              actionLabels[String(action.id)][lang],
              <InputNumber
                aria-label={actionLabels[String(action.id)][lang]}
                style={{ width: '100%' }}
                min={0}
                max={action.id === PERCENT_ACTION ? 100 : 100000}
                precision={0}
                value={action.value}
                onChange={(v) => set('actions', i, 'value', v)}
                addonAfter={action.id === PERCENT_ACTION ? '%' : t('settingsPages.points.unit')}
              />,
            )}
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary">
        {t('settingsPages.points.percentHint', { amount: formatNumber(VND_PER_POINT) })}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('settingsPages.points.levels')}</Typography.Title>
      <Row gutter={16}>
        {points?.level.map((level, i) => (
          <Col key={level.id} xs={24} md={12}>
            {item(
              `level.${i}.benchmarks`,
              levelLabels[String(level.id)][lang],
              <InputNumber
                aria-label={levelLabels[String(level.id)][lang]}
                style={{ width: '100%' }}
                min={0}
                max={100000000}
                precision={0}
                value={level.benchmarks}
                onChange={(v) => set('level', i, 'benchmarks', v)}
                addonBefore={t('settingsPages.points.from')}
                addonAfter={t('settingsPages.points.unit')}
              />,
            )}
          </Col>
        ))}
      </Row>
    </SettingsCard>
  );
}
