/** The tab bar at the thumb: today, the week, leave, and the teacher's own things. */
import { TabBar, type Tab } from '../../phone/TabBar';

const TABS: Tab[] = [
  { to: '/', label: 'nav.today', icon: 'today', under: [] },
  { to: '/week', label: 'nav.week', icon: 'calendar', under: ['/week'] },
  { to: '/leave', label: 'nav.leave', icon: 'leave', under: ['/leave'] },
  { to: '/me', label: 'nav.me', icon: 'person', under: ['/me', '/sessions', '/payslips'] },
];

export const BottomNav = () => <TabBar tabs={TABS} />;
