/** /settings/email: the SMTP server that e-mails parents, and a test e-mail through it; its password never comes back. */
import { SchemaSectionPage } from './SchemaSectionPage';
import { TestMessage } from './TestMessage';

export default function EmailSettingsPage() {
  return (
    <SchemaSectionPage
      page="settings_email"
      section="email_settings"
      extra={({ formData, showErrors }) => <TestMessage channel="email" settings={formData} showErrors={showErrors} />}
    />
  );
}
