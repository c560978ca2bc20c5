/** The few line icons the phone apps draw (phone.css `.icon--*`): an icon font or set would outweigh the apps. */
export type IconName = 'today' | 'calendar' | 'leave' | 'person' | 'back' | 'note' | 'clock' | 'home' | 'money' | 'news' | 'gift';

export const Icon = ({ name }: { name: IconName }) => <span className={`icon icon--${name}`} aria-hidden="true" />;
