/** The tab bar at the thumb: the children, their week's lessons, the family's fees, and leave. */
import { TabBar, type Tab } from '../../phone/TabBar';

const TABS: Tab[] = [
  { to: '/', label: 'nav.home', icon: 'home', under: ['/children'] },
  { to: '/lessons', label: 'nav.lessons', icon: 'calendar', under: ['/lessons'] },
  { to: '/fees', label: 'nav.fees', icon: 'money', under: ['/fees'] },
  { to: '/leave', label: 'nav.leave', icon: 'leave', under: ['/leave'] },
];

export const BottomNav = () => <TabBar tabs={TABS} />;
