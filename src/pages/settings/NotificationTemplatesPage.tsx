/**
 * /settings/notification-templates: the academy's own wording of the messages to parents.
 * An empty field shows the default wording it sends, and a list above the fields names
 * the `{fields}` each event fills in.
 */
import { useTranslation } from 'react-i18next';
import { SchemaSectionPage } from './SchemaSectionPage';
import { TemplateFields } from './TemplateFields';
import { templatePlaceholders } from './template-hints';

const placeholders = templatePlaceholders();

export default function NotificationTemplatesPage() {
  const { t } = useTranslation();
  return (
    <SchemaSectionPage
      page="settings_notification_templates"
      section="notification_templates"
      extraUi={placeholders}
      intro={<TemplateFields title={t('outbox.fieldsFilled')} />}
    />
  );
}
