/*
 * Small builders so a definition reads like a form: `money({ label: 'Loan amount', default: 25_000 })`.
 * Each only adds the kind; the `const` type parameters keep option values as literal types.
 */
import type {
  BooleanInputSpec,
  ChartOutputSpec,
  DateInputSpec,
  DateOutputSpec,
  DateTimeInputSpec,
  DurationInputSpec,
  DurationOutputSpec,
  FractionInputSpec,
  IntegerInputSpec,
  IntegerOutputSpec,
  LocationInputSpec,
  MoneyInputSpec,
  MoneyOutputSpec,
  NumberInputSpec,
  NumberListInputSpec,
  NumberOutputSpec,
  PercentInputSpec,
  PercentOutputSpec,
  SelectInputSpec,
  TableOutputSpec,
  TextInputSpec,
  TextOutputSpec,
  TimeInputSpec,
  TimeZoneInputSpec,
} from './types.ts';

type Without<T> = Omit<T, 'kind'>;

export const number = <const S extends Without<NumberInputSpec>>(spec: S) => ({ ...spec, kind: 'number' as const });
export const integer = <const S extends Without<IntegerInputSpec>>(spec: S) => ({ ...spec, kind: 'integer' as const });
export const money = <const S extends Without<MoneyInputSpec>>(spec: S) => ({ ...spec, kind: 'money' as const });
export const percent = <const S extends Without<PercentInputSpec>>(spec: S) => ({ ...spec, kind: 'percent' as const });
export const select = <const S extends Without<SelectInputSpec>>(spec: S) => ({ ...spec, kind: 'select' as const });
export const radio = <const S extends Without<SelectInputSpec>>(spec: S) => ({ ...spec, kind: 'radio' as const });
export const toggle = <const S extends Without<BooleanInputSpec>>(spec: S) => ({ ...spec, kind: 'boolean' as const });
export const date = <const S extends Without<DateInputSpec>>(spec: S) => ({ ...spec, kind: 'date' as const });
export const time = <const S extends Without<TimeInputSpec>>(spec: S) => ({ ...spec, kind: 'time' as const });
export const dateTime = <const S extends Without<DateTimeInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'datetime' as const,
});
export const duration = <const S extends Without<DurationInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'duration' as const,
});
export const timeZone = <const S extends Without<TimeZoneInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'timezone' as const,
});
export const location = <const S extends Without<LocationInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'location' as const,
});
export const numberList = <const S extends Without<NumberListInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'numberList' as const,
});
export const fraction = <const S extends Without<FractionInputSpec>>(spec: S) => ({
  ...spec,
  kind: 'fraction' as const,
});

export const text = <const S extends Without<TextInputSpec>>(spec: S) => ({ ...spec, kind: 'text' as const });

export const out = {
  number: <const S extends Without<NumberOutputSpec>>(spec: S) => ({ ...spec, kind: 'number' as const }),
  integer: <const S extends Without<IntegerOutputSpec>>(spec: S) => ({ ...spec, kind: 'integer' as const }),
  money: <const S extends Without<MoneyOutputSpec>>(spec: S) => ({ ...spec, kind: 'money' as const }),
  percent: <const S extends Without<PercentOutputSpec>>(spec: S) => ({ ...spec, kind: 'percent' as const }),
  text: <const S extends Without<TextOutputSpec>>(spec: S) => ({ ...spec, kind: 'text' as const }),
  date: <const S extends Omit<DateOutputSpec, 'kind'>>(spec: S) => ({ ...spec, kind: 'date' as const }),
  dateTime: <const S extends Omit<DateOutputSpec, 'kind'>>(spec: S) => ({ ...spec, kind: 'datetime' as const }),
  duration: <const S extends Without<DurationOutputSpec>>(spec: S) => ({ ...spec, kind: 'duration' as const }),
  table: <const S extends Without<TableOutputSpec>>(spec: S) => ({ ...spec, kind: 'table' as const }),
  chart: <const S extends Without<ChartOutputSpec>>(spec: S) => ({ ...spec, kind: 'chart' as const }),
};
