import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore, type I18nProvider } from 'react-admin';
import { LocaleDateField, LocaleMoneyField, LocaleNumberField } from '../../src/resources/localizedFields';

const i18nIn = (locale: string): I18nProvider => ({ translate: (key) => key, changeLocale: async () => undefined, getLocale: () => locale });

function fieldsIn(locale: string, record: object) {
  const store = memoryStore();
  store.setItem('locale', locale);
  return render(
    <AdminContext i18nProvider={i18nIn(locale)} store={store}>
      <RecordContextProvider value={record}>
        <p data-testid="seats"><LocaleNumberField source="seats" /></p>
        <p data-testid="number"><LocaleNumberField source="number" grouping={false} /></p>
        <p data-testid="fare"><LocaleNumberField source="fare" money /></p>
        <p data-testid="cents"><LocaleMoneyField source="cents" /></p>
        <p data-testid="day"><LocaleDateField source="day" /></p>
        <p data-testid="none"><LocaleNumberField source="missing" /></p>
      </RecordContextProvider>
    </AdminContext>,
  );
}

const RECORD = { seats: 12345.5, number: 126826, fare: 1234.5, cents: 12345600, day: '2026-11-21' };

describe('numbers, money and days as the reader writes them, in every row alike', () => {
  it('in English', () => {
    fieldsIn('en', RECORD);
    expect(screen.getByTestId('seats').textContent).toBe('12,345.5');
    expect(screen.getByTestId('number').textContent).toBe('126826');
    expect(screen.getByTestId('fare').textContent).toBe('$1,234.50');
    expect(screen.getByTestId('cents').textContent).toBe('$123,456.00');
    expect(screen.getByTestId('day').textContent).toBe('Nov 21, 2026');
    expect(screen.getByTestId('none').textContent).toBe('');
  });

  it('in Spanish, with formatters of its own', () => {
    fieldsIn('es', RECORD);
    expect(screen.getByTestId('seats').textContent).toBe('12.345,5');
    expect(screen.getByTestId('number').textContent).toBe('126826');
    expect(screen.getByTestId('cents').textContent).toMatch(/^123\.456,00\sUS\$$/);
    expect(screen.getByTestId('day').textContent).toBe('21 nov 2026');
  });
});
