import dayjs, { type Dayjs } from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const CLOCK_FORMAT = 'HH:mm';

const clocks = new Map<string, Dayjs>();

/** One object per time of day: a picker handed a new but equal value on every render keeps re-rendering. */
function clockOf(value: string | undefined): Dayjs | null {
  const [hour, minute] = (value ?? '').split(':').map(Number);
  if (value === undefined || hour === undefined || minute === undefined || Number.isNaN(hour + minute)) return null;
  let clock = clocks.get(value);
  if (!clock) {
    clock = dayjs().startOf('day').hour(hour).minute(minute);
    clocks.set(value, clock);
  }
  return clock;
}

/** A form item holding `HH:MM` (as the contract does) edited by a TimePicker. */
export const clockField = {
  getValueProps: (value: string | undefined) => ({ value: clockOf(value) }),
  normalize: (value: Dayjs | null) => value?.format(CLOCK_FORMAT),
};

/** A form item holding `YYYY-MM-DD` (as the contract does) edited by a DatePicker. */
export const dayField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => value?.format(DAY_FORMAT),
};
