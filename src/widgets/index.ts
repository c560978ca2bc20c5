/**
 * THE widget registry: widget id (a schema's `x-widget`, or the id
 * src/crud/schema-to-ui.ts picks) → component. Add a widget here and nowhere else.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { BankWidget } from './BankWidget';
import { ClockWidget } from './ClockWidget';
import { DateWidget } from './DateWidget';
import { EnrolmentFeesWidget } from './EnrolmentFeesWidget';
import { EnumSelectWidget } from './EnumSelectWidget';
import { MoneyWidget } from './MoneyWidget';
import { MonthWidget } from './MonthWidget';
import { OrderLinesWidget } from './OrderLinesWidget';
import { PhoneWidget } from './PhoneWidget';
import { RelationSelectWidget } from './RelationSelectWidget';
import { SlotChoiceWidget } from './SlotChoiceWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TimeSlotsWidget } from './TimeSlotsWidget';
import { TimeZoneWidget } from './TimeZoneWidget';

export const widgets: RegistryWidgetsType = {
  /** `x-ref` fields: paged, searchable select of the related resource (a multi-select on a list of ids). */
  relation: RelationSelectWidget,
  /** `x-widget: money`: integer VND, number mode (spec §5). */
  money: MoneyWidget,
  /** `format: date`: DD/MM/YYYY picker, YYYY-MM-DD value. */
  date: DateWidget,
  /** `format: month`: MM/YYYY month picker, YYYY-MM value. */
  month: MonthWidget,
  /** `format: clock`: HH:mm time picker, "HH:mm" value. */
  clock: ClockWidget,
  /** `x-widget: textarea`: long text with a counter. */
  textarea: TextareaWidget,
  /** `x-widget: phone`: telephone keypad. */
  phone: PhoneWidget,
  /** enums: translated labels. */
  select: EnumSelectWidget,
  /** `x-widget: time-zone`: the academy's time zone, labelled with its offset today. */
  'time-zone': TimeZoneWidget,
  /** `x-widget: bank`: the academy's bank among NAPAS's, by the short name its VietQR needs. */
  bank: BankWidget,
  /** arrays of weekly time slots (`x-time-range` rows): day + HH:mm range per row. */
  'time-slots': TimeSlotsWidget,
  /** slots chosen among another record's (`x-subset-of`): a player's among their class's. */
  'slot-choice': SlotChoiceWidget,
  /** `x-widget: order-lines`: a shop order's lines, product + quantity per row. */
  'order-lines': OrderLinesWidget,
  /** booleans turning something on (settings pages): a switch. */
  switch: SwitchWidget,
  /** `x-widget: enrolment-fees`: a new player's fees under the pricing model and kit, and whether to book them. */
  'enrolment-fees': EnrolmentFeesWidget,
};
