/** /settings/email: the SMTP server that e-mails parents; its password never comes back. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function EmailSettingsPage() {
  return <SchemaSectionPage page="settings_email" section="email_settings" />;
}
