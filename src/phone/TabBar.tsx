/** A phone app's tab bar at the thumb: each tab's page, and the pages under it that keep it lit. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon, type IconName } from './icons';

export interface Tab {
  to: string;
  /** Its text's key. */
  label: string;
  icon: IconName;
  under: string[];
}

export function TabBar({ tabs }: { tabs: Tab[] }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav className="tabs" aria-label={t('nav.label')}>
      {tabs.map(({ to, label, icon, under }) => {
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
