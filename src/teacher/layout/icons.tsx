/** The few line icons the app draws (phone/phone.css `.icon--*`): an icon font or set would outweigh the app. */
export type IconName = 'today' | 'calendar' | 'leave' | 'person' | 'back' | 'note' | 'clock';

export const Icon = ({ name }: { name: IconName }) => <span className={`icon icon--${name}`} aria-hidden="true" />;
