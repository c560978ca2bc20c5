/** /settings/payment-integration: the online payment gateway; its secrets never come back in full. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function PaymentIntegrationPage() {
  return <SchemaSectionPage page="settings_payment_integration" section="payment_settings" />;
}
