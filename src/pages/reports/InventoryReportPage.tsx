/**
 * /reports/inventories: units taken in and sold by period, and each product's
 * stock over the range with its value. Stock is academy-wide: the branch does not apply.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryView, type InventoryReport } from '../../../domain/reports/shop-views';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

export default function InventoryReportPage() {
  const { t } = useTranslation();
  const [categoryIds, setCategoryIds] = useState<Ids>([]);
  return (
    <ReportFrame<InventoryReport>
      path="inventories"
      query={{ categoryIds: joinIds(categoryIds) }}
      view={inventoryView}
      note={t('report_inventories.academyWide')}
      filters={
        <RelationFilter resource="categories" label={t('report_inventories.category')} value={categoryIds} onChange={setCategoryIds} />
      }
    />
  );
}
