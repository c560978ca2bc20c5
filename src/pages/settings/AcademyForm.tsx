/**
 * Settings → general, edit (admin): the academy's information and bank details
 * from their schema, and its logo (required) and bank QR code. Save sends the
 * details (`PUT /admin/academies/{id}`), then each newly chosen image
 * (`POST /admin/academies/{id}/upload`).
 */
import { useCustomMutation, type HttpError } from '@refinedev/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { App, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMY_INFO_FIELDS, academyInfoSchema } from '../../../schemas/academy-info';
import { failureText } from '../../components/ImageGrid';
import { http } from '../../http/client';
import { SchemaForm } from '../../widgets/SchemaForm';
import { LOGO, QR_CODE } from './academy-details';
import type { MyAcademy } from '../../../domain/academy';
import { ImagePick } from './ImagePick';
import { sameValues } from './same-values';
import { SettingsCard } from './SettingsCard';
import { toErrorSchema } from './settings-errors';
import { sectionUi } from './settings-ui';

type Values = Record<string, unknown>;
type Images = { logo?: File; qr?: File };

const FORM_ID = 'academy-form';
// The fields only: no `$id` (ajv would cache the form's validator by it), no title over the form.
const { $id: _id, $schema: _draft, title: _title, ...formSchema } = academyInfoSchema as unknown as Record<string, unknown>;
const initial = (academy: MyAcademy): Values =>
  Object.fromEntries(ACADEMY_INFO_FIELDS.flatMap((f) => (academy[f] === null || academy[f] === undefined ? [] : [[f, academy[f]]])));

export function AcademyForm({ academy, onDone, onCancel }: { academy: MyAcademy; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const { notification } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const [formData, setFormData] = useState<Values>(() => initial(academy));
  const [images, setImages] = useState<Images>({});
  const [imageErrors, setImageErrors] = useState<{ logo?: string; qr?: string }>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [saving, setSaving] = useState(false);
  const uiSchema = useMemo(() => sectionUi(academyInfoSchema, lang, {}), [lang]);

  const upload = async (imageType: number, file: File, key: 'logo' | 'qr') => {
    const form = new FormData();
    form.append('imageType', String(imageType));
    form.append('file', file);
    try {
      await http.post(`/admin/academies/${academy.id}/upload`, form);
      return true;
    } catch (error) {
      setImageErrors((e) => ({ ...e, [key]: failureText(error) }));
      return false;
    }
  };

  const submit = async (values: Values) => {
    setExtraErrors(undefined);
    if (!academy.logo && !images.logo) return setImageErrors({ logo: t('validation.required') });
    setSaving(true);
    try {
      await mutateAsync({ url: `/admin/academies/${academy.id}`, method: 'put', values, successNotification: false });
    } catch (error) {
      setSaving(false);
      return setExtraErrors(toErrorSchema(((error as HttpError).errors ?? {}) as Record<string, string>));
    }
    const uploaded =
      (!images.logo || (await upload(LOGO, images.logo, 'logo'))) && (!images.qr || (await upload(QR_CODE, images.qr, 'qr')));
    setSaving(false);
    if (!uploaded) return;
    notification.open({ type: 'success', message: null, description: t('settingsPages.saved') });
    onDone();
  };

  const pick = (key: 'logo' | 'qr') => ({
    file: images[key],
    error: imageErrors[key],
    onPick: (file: File) => {
      setImages((i) => ({ ...i, [key]: file }));
      setImageErrors((e) => ({ ...e, [key]: undefined }));
    },
    onProblem: (message: string) => setImageErrors((e) => ({ ...e, [key]: message })),
  });

  return (
    <SettingsCard
      description={t('pageDescriptions.settings_general')}
      loading={false}
      dirty={!sameValues(formData, initial(academy)) || Boolean(images.logo || images.qr)}
      saving={saving}
      formId={FORM_ID}
      onBack={onCancel}
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <ImagePick label={t('settingsPages.general.logo')} current={academy.logo} {...pick('logo')} />
        </Col>
        <Col xs={24} md={12}>
          <ImagePick label={t('settingsPages.general.qrCode')} current={academy.qr_code} {...pick('qr')} />
        </Col>
      </Row>
      <SchemaForm
        id={FORM_ID}
        schema={formSchema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={{ formData }}
        onChange={(e) => setFormData(e.formData ?? {})}
        onSubmit={(e) => void submit(e.formData ?? {})}
        extraErrors={extraErrors}
        disabled={saving}
      />
    </SettingsCard>
  );
}
