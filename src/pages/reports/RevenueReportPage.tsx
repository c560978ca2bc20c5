/** /reports/revenues: paid revenue by period and revenue type, narrowed by type and payment type. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import enums from '../../../schemas/enums.json';
import { moneyView, type MoneyReport } from '../../../domain/reports/money-views';
import { EnumFilter, joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';
import { catalogue } from '../../catalogue';
import { refWhereFilters } from '../../crud/schema-to-ui';

/** The categories a revenue may be booked under (its `x-ref-where`). */
const CATEGORY_KIND = refWhereFilters(catalogue.revenues.properties.category_id['x-ref-where']);

export default function RevenueReportPage() {
  const { t } = useTranslation();
  const [categoryIds, setCategoryIds] = useState<Ids>([]);
  const [paymentTypes, setPaymentTypes] = useState<Ids>([]);
  return (
    <ReportFrame<MoneyReport>
      path="revenues"
      query={{ categoryIds: joinIds(categoryIds), paymentTypes: joinIds(paymentTypes) }}
      view={(report, locale) => moneyView(report, 'report_revenues', locale)}
      filters={
        <>
          <RelationFilter
            resource="transaction_categories"
            label={t('report_revenues.category')}
            filters={CATEGORY_KIND}
            value={categoryIds}
            onChange={setCategoryIds}
          />
          <EnumFilter
            values={enums.$defs.payment_type.enum}
            optionsKey="revenues.fields.payment_type.options"
            label={t('revenues.fields.payment_type.label')}
            value={paymentTypes}
            onChange={setPaymentTypes}
          />
        </>
      }
    />
  );
}
