/**
 * /settings/zalo: Zalo ZNS messages to parents: the app's keys (its secret key never comes back),
 * the order of the channels, per event the approved template and its parameters filled from the
 * event's fields (listed above them), and below them the Official Account's connection and a test message.
 */
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import { NOTIFICATION_EVENTS } from '../../../domain/notification-templates';
import { SchemaSectionPage } from './SchemaSectionPage';
import { TemplateFields } from './TemplateFields';
import { TestMessage } from './TestMessage';
import { ZaloConnection } from './ZaloConnection';

/** Each event's parameters field shows the form a mapping takes. */
const paramsUi: UiSchema = Object.fromEntries(
  [...NOTIFICATION_EVENTS, 'BROADCAST', 'SIGN_IN_CODE'].map((event) => [
    `${event.toLowerCase()}_params`,
    { 'ui:placeholder': 'student_name = {player_name}', 'ui:options': { rows: 3 } },
  ]),
);

export default function ZaloSettingsPage() {
  const { t } = useTranslation();
  return (
    <SchemaSectionPage
      page="settings_zalo"
      section="zalo_settings"
      extraUi={paramsUi}
      intro={<TemplateFields title={t('zalo.paramsHint')} withBroadcast />}
      extra={({ formData, showErrors }) => (
        <>
          <ZaloConnection />
          <TestMessage channel="zalo" settings={formData} showErrors={showErrors} />
        </>
      )}
    />
  );
}
