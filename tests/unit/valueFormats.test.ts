import { formatsFor } from '../../i18n/valueFormats';

/** Intl's spacing varies with the ICU version (a narrow or thin space, or a plain one): read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('times of day on the reader\'s clock', () => {
  const american = formatsFor('en-US', 'America/Los_Angeles', 'us');
  const spanish = formatsFor('es', 'America/Los_Angeles', 'us');

  it('writes a stored time of day as the language does: 12-hour in English, 24-hour in Spanish', () => {
    expect(plain(american.timeOfDay('06:43'))).toBe('6:43 AM');
    expect(plain(american.timeOfDay('14:05:30'))).toBe('2:05 PM');
    expect(plain(spanish.timeOfDay('14:05'))).toBe('14:05');
  });

  it('writes a run\'s times as one range, the period once where both share it', () => {
    expect(plain(american.timeOfDayRange('06:43', '08:05'))).toBe('6:43 – 8:05 AM');
    expect(plain(american.timeOfDayRange('11:30', '13:10'))).toBe('11:30 AM – 1:10 PM');
    expect(plain(spanish.timeOfDayRange('06:43', '08:05'))).toBe('6:43–8:05');
  });

  it('leaves what is no time of day, or a range that runs backwards, as it was stored', () => {
    expect(plain(american.timeOfDay('soon'))).toBe('soon');
    expect(plain(american.timeOfDayRange('09:00', '08:00'))).toBe('09:00–08:00');
    expect(plain(american.timeOfDayRange('', '08:00'))).toBe('–08:00');
  });
});

describe('speeds in the account\'s system of measurement', () => {
  it('writes a speed given in km/h as mph to a US account and as km/h to a metric one, whole', () => {
    expect(plain(formatsFor('en-US', 'America/Chicago', 'us').speed(48.3))).toBe('30 mph');
    expect(plain(formatsFor('en-US', 'America/Chicago', 'metric').speed(48.3))).toBe('48 km/h');
    expect(plain(formatsFor('es', 'America/Chicago', 'metric').speed(30))).toBe('30 km/h');
  });
});
