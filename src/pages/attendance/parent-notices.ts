/**
 * What the attendance screen says after a save about the parents it told: how many will be
 * told and on which channels, and who cannot be, grouped by why (domain/parent-notices.ts).
 */
import type { TFunction } from 'i18next';
import { reasonLabel, type NotReached } from '../../../domain/delivery-reasons';
import { CHANNELS, type Channel, type ParentNotices } from '../../../domain/parent-notices';

/** Names listed per reason; the rest are counted. */
const NAMES_SHOWN = 5;

export interface NoticeLines {
  told: string | null;
  notTold: string | null;
}

const lowerFirst = (text: string, lang: string) => text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);

function toldLine(notices: ParentNotices, t: TFunction): string | null {
  const count = notices.told.length;
  if (!count) return null;
  const used = CHANNELS.map((channel) => ({ channel, n: notices.told.filter((p) => p.channels.includes(channel)).length })).filter(
    (c) => c.n > 0,
  );
  const name = (channel: Channel) => t(`attendance.notices.${channel.toLowerCase()}`);
  if (used.length === 1) return t('attendance.notices.toldBy', { count, channel: name(used[0].channel) });
  const parts = used.map(({ channel, n }) => t('attendance.notices.part', { n, channel: name(channel) })).join(', ');
  return t('attendance.notices.toldByMany', { count, parts });
}

function notToldLine(notices: ParentNotices, t: TFunction, lang: string): string | null {
  const count = notices.not_told.length;
  if (!count) return null;
  const byReason = new Map<NotReached, string[]>();
  for (const p of notices.not_told) byReason.set(p.reason, [...(byReason.get(p.reason) ?? []), p.player_name]);
  const groups = [...byReason].map(([reason, names]) => {
    const shown = names.slice(0, NAMES_SHOWN).join(', ');
    const more = names.length > NAMES_SHOWN ? t('attendance.notices.more', { count: names.length - NAMES_SHOWN }) : '';
    return `${lowerFirst(reasonLabel(reason, lang), lang)}: ${shown}${more}`;
  });
  return t('attendance.notices.notTold', { count, groups: groups.join('; ') });
}

/** The two sentences after a save; both null when the save told nobody and left nobody out. */
export function noticeLines(notices: ParentNotices | null | undefined, t: TFunction, lang: string): NoticeLines {
  if (!notices) return { told: null, notTold: null };
  return { told: toldLine(notices, t), notTold: notToldLine(notices, t, lang) };
}
