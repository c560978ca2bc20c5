/** Settings → general, read: the academy's information and its bank details, with Edit for an admin. */
import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Grid, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { academyInfoSchema, type AcademyInfoField } from '../../../schemas/academy-info';
import { timeZoneLabel } from '../../../domain/time-zones';
import type { MyAcademy } from '../../../domain/academy';

function Picture({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ width: 120, height: 120, flex: 'none', border: '1px solid #eaeaea', borderRadius: 8, overflow: 'hidden' }}
    >
      {src ? (
        <Image src={src} alt={alt} width={118} height={118} style={{ objectFit: 'contain' }} />
      ) : (
        <PictureOutlined style={{ fontSize: 32, color: '#bbb' }} />
      )}
    </Flex>
  );
}

export function AcademyView({ academy, canEdit, onEdit }: { academy: MyAcademy; canEdit: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const narrow = !Grid.useBreakpoint().md;
  const label = (field: AcademyInfoField) => academyInfoSchema.properties[field]['x-label']?.[lang] ?? field;
  const choice = (field: 'size' | 'industry_type') => {
    const value = academy[field];
    return value ? academyInfoSchema.properties[field]['x-enum-labels']?.[String(value)]?.[lang] : null;
  };
  const item = (field: AcademyInfoField, value: React.ReactNode) => ({ key: field, label: label(field), children: value || '—' });
  const details = {
    bordered: true,
    column: 1,
    size: 'small' as const,
    layout: narrow ? ('vertical' as const) : ('horizontal' as const),
    styles: { label: { width: narrow ? undefined : 180 } },
  };

  return (
    <Card
      title={t('settingsPages.general.info')}
      extra={
        canEdit && (
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
            {t('buttons.edit')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('pageDescriptions.settings_general')}</Typography.Paragraph>
      <Flex gap={24} wrap align="start">
        <Picture src={academy.logo} alt={t('settingsPages.general.logo')} />
        <Descriptions
          {...details}
          style={{ flex: '1 1 320px' }}
          items={[
            item('name', academy.name),
            item('director', academy.director),
            item('industry_type', choice('industry_type')),
            item('size', choice('size')),
            item('address', academy.address),
            item('city', academy.city),
            item('time_zone', timeZoneLabel(academy.time_zone, lang)),
            item('primary_contact', academy.primary_contact),
          ]}
        />
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('settingsPages.general.bank')}
      </Typography.Title>
      <Flex gap={24} wrap align="start">
        <Picture src={academy.qr_code} alt={t('settingsPages.general.qrCode')} />
        <Descriptions
          {...details}
          style={{ flex: '1 1 320px' }}
          items={[
            item('account_name', academy.account_name),
            item('account_number', academy.account_number && <Typography.Text copyable>{academy.account_number}</Typography.Text>),
            item('bank_name', academy.bank_name),
          ]}
        />
      </Flex>
    </Card>
  );
}
