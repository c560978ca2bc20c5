/**
 * rjsf widget for a shop order's lines (`x-widget: order-lines`): one row per
 * line (product, quantity, remove) with what is in stock of its product, an add
 * button up to `maxItems`, and below the line count and what the chosen products
 * cost now. Like the time-slots
 * widget, an array widget keeps the antd field template: label, required mark
 * and the field's errors (a row's own errors are lifted there by SchemaForm).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMany, type CrudFilter } from '@refinedev/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Button, Flex, InputNumber, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelationSelect } from '../components/RelationSelect';
import { formatMoney } from '../../domain/money';
import { linesValue, toLines, unitsHeld, type OrderLine } from '../../domain/order-lines';
import type { FormContext } from './form-context';

/** What src/crud/schema-to-ui.ts puts in `ui:options`, already translated. */
interface OrderLinesOptions {
  resource: string;
  productLabel: string;
  quantityLabel: string;
}

/** The server prices only products on sale, so only those are offered. */
const ON_SALE: CrudFilter[] = [{ field: 'auditingStatuses', operator: 'in', value: 1 }];

export function OrderLinesWidget({ id, value, onChange, options, schema, disabled, readonly, label, registry }: WidgetProps) {
  const { t } = useTranslation();
  const { resource, productLabel, quantityLabel } = options as unknown as OrderLinesOptions;
  const lines = toLines(value);
  const locked = disabled || readonly;
  const full = schema.maxItems !== undefined && lines.length >= schema.maxItems;
  const quantity = ((schema.items as RJSFSchema | undefined)?.properties?.quantity ?? {}) as RJSFSchema;
  const minQuantity = quantity.minimum ?? 1;

  // Current prices of the chosen products; Refine caches them with the select's own lookups.
  const ids = [...new Set(lines.flatMap((line) => line.product_id ?? []))];
  const { result: products } = useMany({ resource, ids, queryOptions: { enabled: ids.length > 0 }, errorNotification: false });
  const prices = new Map(products.data.map((p) => [String(p.id), Number(p.selling_price)]));
  const subtotal = linesValue(lines, (productId) => prices.get(String(productId)));
  // What this order may take of a product: its stock, and what the order as saved already holds of it.
  const held = unitsHeld((registry.formContext as FormContext | undefined)?.saved);
  const stockOf = (productId: number) => {
    const product = products.data.find((p) => String(p.id) === String(productId));
    return product && Number(product.in_stock ?? 0) + (held.get(productId) ?? 0);
  };
  const wanted = unitsHeld({ items: lines });

  const update = (index: number, change: Partial<OrderLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <Flex id={id} role="group" aria-label={label} vertical gap={8}>
      {lines.map((line, index) => {
        const inStock = line.product_id === undefined ? undefined : stockOf(line.product_id);
        const short = inStock !== undefined && (wanted.get(line.product_id as number) ?? 0) > inStock;
        return (
          <Flex key={index} vertical gap={2}>
            <Flex gap={8}>
              <RelationSelect
                aria-label={productLabel}
                resource={resource}
                filters={ON_SALE}
                value={line.product_id}
                placeholder={productLabel}
                disabled={locked}
                onChange={(next) => update(index, { product_id: next as number | undefined })}
                style={{ flex: 1, minWidth: 0 }}
              />
              <InputNumber
                aria-label={quantityLabel}
                min={minQuantity}
                max={quantity.maximum}
                precision={0}
                value={line.quantity}
                disabled={locked}
                // An emptied box springs back to the last quantity on blur: a line always has one.
                onChange={(next) => next !== null && update(index, { quantity: next })}
                style={{ width: 80, flex: 'none' }}
              />
              <Tooltip title={t('orderLines.remove')}>
                <Button
                  aria-label={t('orderLines.remove')}
                  icon={<DeleteOutlined />}
                  disabled={locked}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                />
              </Tooltip>
            </Flex>
            {inStock !== undefined && (
              <Typography.Text type={short ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                {inStock > 0 ? t('orderLines.inStock', { count: inStock }) : t('orderLines.noStock')}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Tooltip title={full ? t('orderLines.max', { count: schema.maxItems }) : undefined}>
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={locked || full}
            onClick={() => onChange([...lines, { quantity: typeof quantity.default === 'number' ? quantity.default : minQuantity }])}
          >
            {t('orderLines.add')}
          </Button>
        </Tooltip>
        <Typography.Text type="secondary" aria-live="polite">
          {t('orderLines.lines', { lines: lines.length })}
          {subtotal > 0 && ` · ${t('orderLines.subtotal', { amount: formatMoney(subtotal) })}`}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
