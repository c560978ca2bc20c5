/** The tab bar at the thumb: today, the week, leave, and the teacher's own things. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon, type IconName } from './icons';

const TABS: Array<{ to: string; label: string; icon: IconName; under: string[] }> = [
  { to: '/', label: 'nav.today', icon: 'today', under: [] },
  { to: '/week', label: 'nav.week', icon: 'calendar', under: ['/week'] },
  { to: '/leave', label: 'nav.leave', icon: 'leave', under: ['/leave'] },
  { to: '/me', label: 'nav.me', icon: 'person', under: ['/me', '/sessions', '/payslips'] },
];

export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav className="tabs" aria-label={t('nav.label')}>
      {TABS.map(({ to, label, icon, under }) => {
        const active = location === to || under.some((path) => location.startsWith(path));
        return (
          <Link key={to} href={to} className={active ? 'tabs__tab active' : 'tabs__tab'} aria-current={active ? 'page' : undefined}>
            <Icon name={icon} />
            <span>{t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
