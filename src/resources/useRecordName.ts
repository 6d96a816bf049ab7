import { useCallback } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { RESOURCES } from '../../resources';
import type { FieldDeclaration } from '../../resources/engine/fields';
import { useAccountFormats, type AccountFormats } from '../shell/useAccountFormats';
import { representRecord } from './recordRepresentation';

type Translate = ReturnType<typeof useTranslate>;

/** A value of a record's name as a reader reads it: a day, a time or an amount as their language writes it, a choice by its label. */
function readableValue(field: FieldDeclaration | undefined, value: unknown, formats: AccountFormats, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    if (field?.type === 'date') return formats.date(value);
    if (field?.type === 'datetime') return formats.dateTime(value);
    if (field?.type === 'time') return formats.timeOfDay(value);
    if (field?.type === 'enum') return translate(`choices.${value}`, { _: value });
  }
  if (typeof value === 'number' && field?.cents) return formats.money(value);
  return String(value);
}

/**
 * How a declared entity's records are named on screen — its declaration's representation with each
 * value as the reader reads it ("Nov 25, 2026 · AM-00012", never "2026-11-25 · AM-00012").
 */
export function useRecordName(resourceName: string): (record: RaRecord) => string {
  const formats = useAccountFormats();
  const translate = useTranslate();
  return useCallback((record: RaRecord) => {
    const declaration = RESOURCES.find((resource) => resource.name === resourceName);
    if (!declaration) return String(record.id);
    return representRecord(declaration.recordRepresentation, record, (field, value) => readableValue(declaration.fields[field], value, formats, translate));
  }, [resourceName, formats, translate]);
}
