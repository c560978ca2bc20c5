/**
 * /settings/notification-templates: the academy's own wording of the messages to parents.
 * An empty field shows the default wording it sends, and a list above the fields names
 * the `{fields}` each event fills in.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaSectionPage } from './SchemaSectionPage';
import { templateFieldLines, templatePlaceholders } from './template-hints';

const placeholders = templatePlaceholders();

function TemplateFields() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  return (
    <div style={{ marginBottom: 16 }} data-testid="template-fields">
      <Typography.Text strong>{t('outbox.fieldsFilled')}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {templateFieldLines(lang).map((line) => (
          <li key={line.event}>
            <Typography.Text>{line.label}: </Typography.Text>
            <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
              {line.fields}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function NotificationTemplatesPage() {
  return (
    <SchemaSectionPage
      page="settings_notification_templates"
      section="notification_templates"
      extraUi={placeholders}
      intro={<TemplateFields />}
    />
  );
}
