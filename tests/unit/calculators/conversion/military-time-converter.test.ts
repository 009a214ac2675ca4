import { describe, expect, it } from 'vitest';
import converter from '../../../../src/calculators/conversion/military-time-converter.ts';

const from24 = (time24: string) => converter.compute({ direction: 'to12', time24, time12: '' });
const from12 = (time12: string) => converter.compute({ direction: 'to24', time24: '', time12 });

describe('military time', () => {
  it('turns noon, midnight and the end of the day into 1200, 0000 and 2400', () => {
    expect(from12('12:00 PM')).toMatchObject({ military: '1200', said: 'twelve hundred hours', part: 'Noon' });
    expect(from12('12:05 a.m.')).toMatchObject({ military: '0005', said: 'zero zero zero five hours' });
    expect(from24('2400')).toMatchObject({
      standard: '12:00 AM',
      said: 'twenty-four hundred hours',
      part: 'Midnight, the end of the day',
    });
  });

  it('says single-digit hours and minutes with a zero in front', () => {
    expect(from24('09:05').said).toBe('zero nine zero five hours');
    expect(from24('2359')).toMatchObject({ standard: '11:59 PM', said: 'twenty-three fifty-nine hours' });
    expect(from12('9am').military).toBe('0900');
  });

  it('refuses times that do not exist, at the field being read', () => {
    expect(converter.validate?.({ direction: 'to12', time24: '2460', time12: '' })).toEqual([
      {
        field: 'time24',
        message: '“2460” is not a 24-hour time: write four digits like 1530 or 15:30, from 0000 to 2359 (or 2400).',
      },
    ]);
    expect(converter.validate?.({ direction: 'to12', time24: '2401', time12: '' })).toHaveLength(1);
    expect(converter.validate?.({ direction: 'to24', time24: 'nonsense', time12: '13:00 PM' })).toEqual([
      {
        field: 'time12',
        message: '“13:00 PM” is not a 12-hour time: write it like 3:45 PM, with an hour from 1 to 12 and AM or PM.',
      },
    ]);
  });
});
