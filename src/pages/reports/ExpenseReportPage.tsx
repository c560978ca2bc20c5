/** /reports/expenses: expenses by period and expense type, narrowed by type. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyView, type MoneyReport } from '../../../domain/reports/money-views';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';
import { catalogue } from '../../catalogue';
import { refWhereFilters } from '../../crud/schema-to-ui';

/** The categories an expense may be booked under (its `x-ref-where`). */
const CATEGORY_KIND = refWhereFilters(catalogue.expenses.properties.category_id['x-ref-where']);

export default function ExpenseReportPage() {
  const { t } = useTranslation();
  const [categoryIds, setCategoryIds] = useState<Ids>([]);
  return (
    <ReportFrame<MoneyReport>
      path="expenses"
      query={{ categoryIds: joinIds(categoryIds) }}
      view={(report, locale) => moneyView(report, 'report_expenses', locale)}
      filters={
        <RelationFilter
          resource="transaction_categories"
          label={t('report_expenses.category')}
          filters={CATEGORY_KIND}
          value={categoryIds}
          onChange={setCategoryIds}
        />
      }
    />
  );
}
