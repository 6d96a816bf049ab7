import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { driverName, type Driver } from './driverRecords';

export type StandbyStep = 'start' | 'end';

/**
 * Puts a driver on standby or takes them off: the standby board's two steps (POST
 * /api/driver-standby-status/:id/start|end at the version shown), then the board reloads. A refusal
 * (someone changed the driver meanwhile, a step no longer possible) is said in the server's words.
 */
export function useStandbySteps() {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState<number | null>(null);
  const take = async (driver: Driver, step: StandbyStep) => {
    setPending(driver.id);
    try {
      await dataProvider.transition('driver-standby-status', driver.id, step, driver.version);
      notify(translate(`driverRecords.standby.done.${step}`, { name: driverName(driver) }), { type: 'success' });
    } catch (error) {
      notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' });
    } finally {
      setPending(null);
      refresh();
    }
  };
  return { take, pending };
}
