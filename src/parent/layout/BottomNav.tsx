/**
 * The tab bar at the thumb: the children (their attendance, points and shop under them), their week's
 * lessons, the family's fees, leave, and news (events and the academy's posts). Five tabs at most fit
 * a phone's width.
 */
import { TabBar, type Tab } from '../../phone/TabBar';

const TABS: Tab[] = [
  { to: '/', label: 'nav.home', icon: 'home', under: ['/children', '/shop'] },
  { to: '/lessons', label: 'nav.lessons', icon: 'calendar', under: ['/lessons'] },
  { to: '/fees', label: 'nav.fees', icon: 'money', under: ['/fees'] },
  { to: '/leave', label: 'nav.leave', icon: 'leave', under: ['/leave'] },
  { to: '/news', label: 'nav.news', icon: 'news', under: ['/news'] },
];

export const BottomNav = () => <TabBar tabs={TABS} />;
