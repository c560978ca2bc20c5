/** /settings/sms: the SMS provider that texts parents; its secret key never comes back. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function SmsSettingsPage() {
  return <SchemaSectionPage page="settings_sms" section="sms_settings" />;
}
