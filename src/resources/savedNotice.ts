import { useCallback, useEffect } from 'react';
import { useNotify, useRedirect, useTranslate, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { preloadNotices } from '../shell/admin/ConsoleAdmin';
import { useRecordName } from './useRecordName';

/**
 * What follows a generated form's save: one notice naming the record ("Student Esperanza Adams
 * saved", never react-admin's "Element updated"), then the page react-admin would have gone to.
 */
export function useSavedNotice(resource: ResourceDeclaration, then: RedirectionSideEffect) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const nameOf = useRecordName(resource.name);
  useEffect(preloadNotices, []);
  return useCallback((record: RaRecord) => {
    const kind = translate(`resources.${resource.name}.name`, { smart_count: 1 });
    const name = nameOf(record).trim() || `#${record.id}`;
    notify(translate('global.records.saved', { kind, name }), { type: 'success' });
    redirect(then, resource.name, record.id, record);
  }, [notify, redirect, translate, nameOf, resource, then]);
}
