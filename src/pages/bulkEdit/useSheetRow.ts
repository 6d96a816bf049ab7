import { useState } from 'react';
import { HttpError, useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';

type Values = Record<string, string | null>;

const blankToNull = (values: Values): Values => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]));

/**
 * One row of a sheet that fills in records (a driver's documents, a day's attendance): the values
 * typed, whether they differ from what is stored, and a save that creates the record when there is
 * none yet (with `base`, what makes the row: the driver, the type, the day) or changes it at the
 * version shown. A refusal is kept in the server's words, to show on the row.
 */
export function useSheetRow<T extends RaRecord & { version: number }>(resource: string, stored: T | undefined, base: Record<string, unknown>, fields: readonly string[]) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const translate = useTranslate();
  const storedValues = (): Values => Object.fromEntries(fields.map((field) => [field, (stored?.[field] as string | null | undefined) ?? '']));
  const [values, setValues] = useState<Values>(storedValues);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What is stored changed (a save, a reload after someone else's): the row shows it from now on.
  const storedKey = `${stored?.id ?? ''}:${stored?.version ?? ''}`;
  const [shownKey, setShownKey] = useState(storedKey);
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setValues(storedValues());
  }
  const changed = fields.some((field) => (values[field] ?? '') !== ((stored?.[field] as string | null | undefined) ?? ''));
  const save = async (): Promise<boolean> => {
    setSaving(true);
    setRefusal(null);
    try {
      const data = blankToNull(values);
      if (stored) await dataProvider.update(resource, { id: stored.id, data: { ...stored, ...data }, previousData: stored });
      else await dataProvider.create(resource, { data: { ...base, ...data } });
      refresh();
      return true;
    } catch (error) {
      setRefusal(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const set = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, set, changed, save, saving, refusal };
}
