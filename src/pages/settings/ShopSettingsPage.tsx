/** /settings/shop: whether an order may sell what is not in stock. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function ShopSettingsPage() {
  return <SchemaSectionPage page="settings_shop" section="shop_settings" />;
}
