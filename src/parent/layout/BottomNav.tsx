/** The tab bar at the thumb: the children, the family's fees, and leave. */
import { TabBar, type Tab } from '../../phone/TabBar';

const TABS: Tab[] = [
  { to: '/', label: 'nav.home', icon: 'home', under: ['/children'] },
  { to: '/fees', label: 'nav.fees', icon: 'money', under: ['/fees'] },
  { to: '/leave', label: 'nav.leave', icon: 'leave', under: ['/leave'] },
];

export const BottomNav = () => <TabBar tabs={TABS} />;
