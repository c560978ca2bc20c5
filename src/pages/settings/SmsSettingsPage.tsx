/** /settings/sms: the SMS provider that texts parents, and a test SMS through it; its secret key never comes back. */
import { SchemaSectionPage } from './SchemaSectionPage';
import { TestMessage } from './TestMessage';

export default function SmsSettingsPage() {
  return (
    <SchemaSectionPage
      page="settings_sms"
      section="sms_settings"
      extra={({ formData, showErrors }) => <TestMessage channel="sms" settings={formData} showErrors={showErrors} />}
    />
  );
}
