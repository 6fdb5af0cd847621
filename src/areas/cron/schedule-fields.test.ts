import { describe, expect, it } from 'vitest';
import { PRESETS, expression, presetOf } from './schedule-fields';

describe('cron presets', () => {
  it('joins the fields as a crontab line', () => {
    expect(PRESETS.map((p) => expression(p.schedule))).toEqual([
      '*/5 * * * *',
      '0 * * * *',
      '0 3 * * *',
      '0 3 * * 1',
      '0 3 1 * *',
    ]);
  });

  it('recognises a schedule that is a preset, whitespace aside, and no other', () => {
    expect(presetOf({ minute: ' 0', hour: '3 ', day_of_month: '*', month: '*', day_of_week: '1' })?.id).toBe('weekly');
    expect(presetOf({ minute: '0', hour: '4', day_of_month: '*', month: '*', day_of_week: '*' })).toBeUndefined();
  });
});
