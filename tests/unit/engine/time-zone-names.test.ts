import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../../src/engine/kinds/timezone/is-time-zone.ts';
import { currentZoneName, timeZoneMenu } from '../../../src/engine/time-zone-names.ts';
import { zoneCity } from '../../../src/calculators/shared/clock/time-zones.ts';

describe('time zone names', () => {
  const menu = timeZoneMenu();

  it('lists current IANA names, not the old ones the runtime still uses', () => {
    expect(menu).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk']));
    expect(menu).not.toContain('Asia/Calcutta');
    expect(menu).not.toContain('Europe/Kiev');
    expect(new Set(menu).size).toBe(menu.length);
  });

  it('keeps the menu in alphabetical order', () => {
    expect(menu).toEqual([...menu].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers only names the engine and Intl accept', () => {
    for (const zone of menu) {
      expect(isTimeZone(zone), zone).toBe(true);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });

  it('maps an old name to its current one and leaves the rest alone', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
  });

  it('names the city by its current name whichever name the zone arrives under', () => {
    expect(zoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneCity('Asia/Kolkata')).toBe('Kolkata');
    expect(zoneCity('Asia/Saigon')).toBe('Ho Chi Minh');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
