/**
 * THE widget registry: widget id (a schema's `x-widget`, or the id
 * src/crud/schema-to-ui.ts picks) → component. Add a widget here and nowhere else.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { ClockWidget } from './ClockWidget';
import { DateWidget } from './DateWidget';
import { EnumSelectWidget } from './EnumSelectWidget';
import { MoneyWidget } from './MoneyWidget';
import { OrderLinesWidget } from './OrderLinesWidget';
import { PhoneWidget } from './PhoneWidget';
import { RelationSelectWidget } from './RelationSelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TimeSlotsWidget } from './TimeSlotsWidget';

export const widgets: RegistryWidgetsType = {
  /** `x-ref` fields: paged, searchable select of the related resource (a multi-select on a list of ids). */
  relation: RelationSelectWidget,
  /** `x-widget: money`: integer VND, number mode (spec §5). */
  money: MoneyWidget,
  /** `format: date`: DD/MM/YYYY picker, YYYY-MM-DD value. */
  date: DateWidget,
  /** `format: clock`: HH:mm time picker, "HH:mm" value. */
  clock: ClockWidget,
  /** `x-widget: textarea`: long text with a counter. */
  textarea: TextareaWidget,
  /** `x-widget: phone`: telephone keypad. */
  phone: PhoneWidget,
  /** enums: translated labels. */
  select: EnumSelectWidget,
  /** arrays of weekly time slots (`x-time-range` rows): day + HH:mm range per row. */
  'time-slots': TimeSlotsWidget,
  /** `x-widget: order-lines`: a shop order's lines, product + quantity per row. */
  'order-lines': OrderLinesWidget,
};
