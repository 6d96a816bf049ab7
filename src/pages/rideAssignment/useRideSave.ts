import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Ride } from './rideCrew';

/**
 * Saves a ride's crew as one PUT of the whole ride at the version it was loaded at — the server
 * refuses another vendor's crew, a driver on an overlapping ride and a stale version — and keeps the
 * refusal, in the server's words, to show beside the ride.
 */
export function useRideSave(onSaved: () => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async (ride: Ride, crew: Pick<Ride, 'vehicleId' | 'driverId' | 'monitorId'>) => {
    setSaving(true);
    setRefusal(null);
    try {
      await dataProvider.update<Ride>('rides', { id: ride.id, data: { ...ride, ...crew }, previousData: ride });
      notify(translate('driverRecords.assignment.saved', { ride: ride.displayId }), { type: 'success' });
      onSaved();
    } catch (error) {
      setRefusal(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'));
    } finally {
      setSaving(false);
      refresh();
    }
  };
  return { save, saving, refusal, clear: () => setRefusal(null) };
}
