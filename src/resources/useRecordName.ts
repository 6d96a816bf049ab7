import { useCallback } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { RESOURCES } from '../../resources';
import { readableName } from '../../resources/engine/readableValues';
import { useAccountFormats } from '../shell/useAccountFormats';

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
    return readableName(declaration, record, formats, translate);
  }, [resourceName, formats, translate]);
}
