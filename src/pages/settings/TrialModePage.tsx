/** /settings/trial-mode: whether the public sign-up form takes free trials. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function TrialModePage() {
  return <SchemaSectionPage page="settings_trial_mode" section="trial_settings" />;
}
