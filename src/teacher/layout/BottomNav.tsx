/** The tab bar at the thumb: today, the week, leave, and the teacher's own things. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CalendarIcon, LeaveIcon, PersonIcon, TodayIcon } from './icons';

const TABS = [
  { to: '/', label: 'nav.today', Icon: TodayIcon, under: [] },
  { to: '/week', label: 'nav.week', Icon: CalendarIcon, under: ['/week'] },
  { to: '/leave', label: 'nav.leave', Icon: LeaveIcon, under: ['/leave'] },
  { to: '/me', label: 'nav.me', Icon: PersonIcon, under: ['/me', '/sessions', '/payslips'] },
];

export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav className="tabs" aria-label={t('nav.label')}>
      {TABS.map(({ to, label, Icon, under }) => {
        const active = location === to || under.some((path) => location.startsWith(path));
        return (
          <Link key={to} href={to} className={active ? 'tabs__tab active' : 'tabs__tab'} aria-current={active ? 'page' : undefined}>
            <Icon />
            <span>{t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
