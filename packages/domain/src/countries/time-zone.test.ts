import { describe, expect, it } from 'vitest';
import { countryFromTimeZone } from './time-zone.js';

describe('countryFromTimeZone', () => {
  it.each([
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['Australia/Lord_Howe', 'AU'],
    ['Pacific/Auckland', 'NZ'],
    ['Pacific/Chatham', 'NZ'],
    ['Europe/Dublin', 'IE'],
    ['Europe/London', 'GB'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/Edmonton', 'CA'],
    ['America/Winnipeg', 'CA'],
    ['America/Halifax', 'CA'],
    ['America/St_Johns', 'CA'],
    ['America/Regina', 'CA'],
    ['America/Whitehorse', 'CA'],
    ['Canada/Eastern', 'CA'],
    ['America/New_York', 'US'],
    ['America/Chicago', 'US'],
    ['America/Denver', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Phoenix', 'US'],
    ['America/Anchorage', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['America/Kentucky/Louisville', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['US/Pacific', 'US'],
  ])('%s is %s', (zone, country) => {
    expect(countryFromTimeZone(zone)).toBe(country);
  });

  it.each([
    'America/Mexico_City',
    'America/Sao_Paulo',
    'Europe/Paris',
    'Asia/Tokyo',
    'UTC',
    'Etc/GMT+5',
    'Australia',
    '',
  ])('%s is none of the six', (zone) => {
    expect(countryFromTimeZone(zone)).toBeNull();
  });

  it('answers null for a missing zone', () => {
    expect(countryFromTimeZone(undefined)).toBeNull();
    expect(countryFromTimeZone(null)).toBeNull();
  });
});
