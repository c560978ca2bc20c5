/** /reports/orders: orders and their value by period and order status, narrowed by status. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import enums from '../../../schemas/enums.json';
import { orderView, type OrderReport } from '../../../domain/reports/shop-views';
import { EnumFilter, joinIds, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

export default function OrderReportPage() {
  const { t } = useTranslation();
  const [orderStatuses, setOrderStatuses] = useState<Ids>([]);
  return (
    <ReportFrame<OrderReport>
      path="orders"
      query={{ orderStatuses: joinIds(orderStatuses) }}
      view={orderView}
      filters={
        <EnumFilter
          values={enums.$defs.order_status.enum}
          optionsKey="orders.fields.order_status.options"
          label={t('report_orders.status')}
          value={orderStatuses}
          onChange={setOrderStatuses}
        />
      }
    />
  );
}
