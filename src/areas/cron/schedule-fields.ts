// The five fields of a crontab line, as the form names them (the API's body
// names, so a 422's errors[] land on the right field), and the presets the
// editor offers. Reboot-like schedules (@reboot) are not offered: a shared
// node has no reboot of its own for a customer's job to follow.
export const FIELD_NAMES = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type Schedule = Record<FieldName, string>;

export const FIELD_LABELS: Record<FieldName, string> = {
  minute: 'Minute',
  hour: 'Hour',
  day_of_month: 'Day of month',
  month: 'Month',
  day_of_week: 'Day of week',
};

export const FIELD_HINTS: Record<FieldName, string> = {
  minute: '0–59',
  hour: '0–23',
  day_of_month: '1–31',
  month: '1–12',
  day_of_week: '0–7, Sunday is 0 or 7',
};

export interface Preset {
  id: string;
  label: string;
  schedule: Schedule;
}

const at = (minute: string, hour: string, day_of_month = '*', month = '*', day_of_week = '*'): Schedule => ({
  minute,
  hour,
  day_of_month,
  month,
  day_of_week,
});

export const PRESETS: readonly Preset[] = [
  { id: 'every-5-minutes', label: 'Every 5 minutes', schedule: at('*/5', '*') },
  { id: 'hourly', label: 'Hourly', schedule: at('0', '*') },
  { id: 'daily', label: 'Daily at 03:00', schedule: at('0', '3') },
  { id: 'weekly', label: 'Weekly on Monday at 03:00', schedule: at('0', '3', '*', '*', '1') },
  { id: 'monthly', label: 'Monthly on the 1st at 03:00', schedule: at('0', '3', '1') },
];

/** The five fields joined as a crontab writes them: `0 3 * * 1`. */
export const expression = (s: Schedule): string => FIELD_NAMES.map((f) => s[f].trim()).join(' ');

/** The preset a schedule is, if it is one (so the preset shows as chosen after a field is edited back). */
export const presetOf = (s: Schedule): Preset | undefined =>
  PRESETS.find((p) => expression(p.schedule) === expression(s));
