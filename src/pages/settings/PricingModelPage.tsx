/** /settings/pricing-model: the fee and sessions a new player starts with. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function PricingModelPage() {
  return <SchemaSectionPage page="settings_pricing_model" section="transaction_settings" />;
}
