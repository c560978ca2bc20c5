/** A page's title bar: a way back where there is one, the title, and whether the phone has signal. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useOnline } from '../use-outbox';
import { Icon } from '../../phone/icons';

export function PageHeader({ title, subtitle, back }: { title: ReactNode; subtitle?: ReactNode; back?: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const online = useOnline();
  return (
    <header className="bar">
      {back && (
        <button className="bar__back" onClick={() => navigate(back)} aria-label={t('common.back')}>
          <Icon name="back" />
        </button>
      )}
      <div className="bar__titles">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {!online && (
        <span className="chip chip--offline" role="status">
          {t('sync.offline')}
        </span>
      )}
    </header>
  );
}
