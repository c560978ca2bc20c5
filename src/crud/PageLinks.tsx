/**
 * The detail page's `x-page-links`: a button per hand-written page about the record
 * (a class's attendance), its address filled from the record, shown to those who may
 * open that page.
 */
import { CanAccess, type BaseRecord } from '@refinedev/core';
import { Button } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pages } from '../../resources.config';
import type { PageLink } from '../../schemas/vocabulary';
import { ResourceIcon } from '../layout/resource-icon';
import { fillBody } from './action-body';
import { CatalogueContext } from './catalogue-context';

/** The address of a link for a record, or undefined when its page is not in the registry. */
export function pageLinkPath(link: PageLink, record: BaseRecord): string | undefined {
  const page = pages.find((p) => p.name === link.page);
  if (!page) return undefined;
  const query = new URLSearchParams(
    Object.entries(fillBody(link.query, record) as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]),
  );
  return `${page.route}?${query}`;
}

export function PageLinks({ resource, record }: { resource: string; record: BaseRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useContext(CatalogueContext)[resource]?.['x-page-links'] ?? [];
  return links.map((link) => {
    const to = pageLinkPath(link, record);
    const page = pages.find((p) => p.name === link.page);
    return to && page ? (
      <CanAccess key={link.page} resource={link.page} action="list">
        <Button icon={<ResourceIcon name={page.icon} />} onClick={() => navigate(to)}>
          {t(`${resource}.pageLinks.${link.page}`)}
        </Button>
      </CanAccess>
    ) : null;
  });
}
