/** The teachers' app's texts (domain/i18n/teacher/), started as every phone app's are. */
import vi from '../../domain/i18n/teacher/vi.json';
import en from '../../domain/i18n/teacher/en.json';
import { startPhoneI18n } from '../phone/phone-i18n';

export { chooseLanguage, type Language } from '../phone/phone-i18n';
export default startPhoneI18n({ vi, en });
