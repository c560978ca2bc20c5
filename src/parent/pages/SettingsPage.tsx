/**
 * The parent's settings: the app's language (shown at once and kept on the server, which writes
 * the centre's messages and its answers in it), the channel they would be told on among those
 * the centre has on, and a switch per message they may turn off (domain/parent-preferences.ts);
 * then signing out.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HttpError } from '@refinedev/core';
import type { Channel } from '../../../domain/parent-notices';
import type { MutableEvent, ParentPreferences, ParentPreferencesBody } from '../../../domain/parent-preferences';
import { LanguageSwitch } from '../../phone/LanguageSwitch';
import { QueryState } from '../../phone/QueryState';
import type { Language } from '../i18n';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { SignOutButton } from '../layout/SignOutButton';
import { meQuery } from '../queries';

const PREFERENCES = ['preferences'];

const mutedOf = (saved: ParentPreferences): MutableEvent[] => saved.events.filter((e) => e.muted).map((e) => e.event);

function Choices({ saved }: { saved: ParentPreferences }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [channel, setChannel] = useState<Channel | null>(saved.channel);
  const [muted, setMuted] = useState<MutableEvent[]>(mutedOf(saved));
  const [said, setSaid] = useState<'saved' | 'languageSaved' | null>(null);
  const save = useMutation({
    mutationFn: (body: ParentPreferencesBody) => parentApi.savePreferences(body),
    onSuccess: (answer) => {
      client.setQueryData(PREFERENCES, answer);
      void client.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
  const error = save.error as unknown as HttpError | null;

  const saveLanguage = (language: Language) => {
    setSaid(null);
    // Only the language: the other choices as last saved, whatever is being changed below.
    save.mutate({ language, channel: saved.channel, muted_events: mutedOf(saved) }, { onSuccess: () => setSaid('languageSaved') });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid(null);
    const language: Language = i18n.language === 'en' ? 'en' : 'vi';
    save.mutate({ language, channel, muted_events: muted }, { onSuccess: () => setSaid('saved') });
  };
  const toggle = (event: MutableEvent, receive: boolean) =>
    setMuted((now) => (receive ? now.filter((e) => e !== event) : [...now.filter((e) => e !== event), event]));
  // The centre's channels on, and the parent's own choice even while the centre has it off.
  const offered: Channel[] = [...saved.channels_on, ...(channel && !saved.channels_on.includes(channel) ? [channel] : [])];
  const channelLabel = (c: Channel) => t(`settings.channels.${c}`);

  return (
    <>
      <section className="card form settings" aria-labelledby="settings-language">
        <h2 id="settings-language">{t('settings.language')}</h2>
        <p className="muted">{t('settings.languageHint')}</p>
        <LanguageSwitch onChosen={saveLanguage} />
      </section>
      <form className="form" onSubmit={submit}>
        <section className="card form settings" aria-labelledby="settings-channel">
          <h2 id="settings-channel">{t('settings.channel')}</h2>
          {!saved.channels_on.length && <p className="muted">{t('settings.noChannel')}</p>}
          <div role="radiogroup" aria-labelledby="settings-channel">
            {[null, ...offered].map((c) => (
              <label key={c ?? 'ACADEMY'} className="switch">
                <input type="radio" name="channel" checked={channel === c} onChange={() => setChannel(c)} />
                {c === null
                  ? t('settings.channels.ACADEMY')
                  : saved.channels_on.includes(c)
                    ? channelLabel(c)
                    : t('settings.channelOff', { channel: channelLabel(c) })}
              </label>
            ))}
          </div>
        </section>
        <section className="card form settings" aria-labelledby="settings-messages">
          <h2 id="settings-messages">{t('settings.messages')}</h2>
          {saved.events.map(({ event }) => (
            <label key={event} className="switch">
              <input type="checkbox" role="switch" checked={!muted.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
              <span>
                <strong>{t(`settings.events.${event}.label`)}</strong>
                <br />
                <span className="muted">{t(`settings.events.${event}.hint`)}</span>
              </span>
            </label>
          ))}
          <p className="muted">{t('settings.messagesHint')}</p>
        </section>
        {error && (
          <p className="error" role="alert">
            {error.message}
          </p>
        )}
        {said && (
          <p className="success" role="status">
            {t(`settings.${said}`)}
          </p>
        )}
        <button className="button button--primary button--block" disabled={save.isPending}>
          {t('settings.save')}
        </button>
      </form>
    </>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const preferences = useQuery({ queryKey: PREFERENCES, queryFn: parentApi.preferences });
  return (
    <main className="page">
      <PageBar title={t('settings.title')} />
      <Link href="/" className="muted">
        ← {t('settings.back')}
      </Link>
      <QueryState query={preferences}>{preferences.data && <Choices saved={preferences.data} />}</QueryState>
      <h2>{t('settings.account')}</h2>
      <SignOutButton />
    </main>
  );
}
