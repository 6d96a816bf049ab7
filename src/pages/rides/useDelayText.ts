import { useTranslate } from 'react-admin';
import type { StopEta } from '../../../resources/rides/details';
import { useAccountFormats } from '../../shell/useAccountFormats';

/** Within this of its stop's time, a bus is on time. */
const ON_TIME_SECONDS = 60;
/** A bus predicted this late at a stop shows the prediction in red. */
export const LATE_SECONDS = 5 * 60;

/** "3 min late", "on time", "2 min early": how a stop's prediction stands against its time. */
export function useDelayText(): (stop: Pick<StopEta, 'delaySeconds'>) => string {
  const translate = useTranslate();
  return ({ delaySeconds }) => {
    if (Math.abs(delaySeconds) < ON_TIME_SECONDS) return translate('ridership.etas.onTime');
    const minutes = Math.round(Math.abs(delaySeconds) / 60);
    return translate(delaySeconds > 0 ? 'ridership.etas.late' : 'ridership.etas.early', { smart_count: minutes });
  };
}

/** "Stop 5 · 7:14 PM · 3 min late": when the bus will be at a stop, as the account reads times. */
export function useArrivalText(): (stop: StopEta) => string {
  const translate = useTranslate();
  const { time } = useAccountFormats();
  const delayText = useDelayText();
  return (stop) => translate('ridership.etas.atStop', { stop: stop.sequence, time: time(stop.predictedAt), delay: delayText(stop) });
}
