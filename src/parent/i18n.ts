/** The parents' app's texts (domain/i18n/parent/), started as every phone app's are. */
import vi from '../../domain/i18n/parent/vi.json';
import en from '../../domain/i18n/parent/en.json';
import { startPhoneI18n } from '../phone/phone-i18n';

export { chooseLanguage, type Language } from '../phone/phone-i18n';
export default startPhoneI18n({ vi, en });
