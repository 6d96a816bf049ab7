import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { refusalText } from './consoleApi';

/**
 * A save through the console API that says how it went: `doneKey`'s text when it is kept, the
 * server's own words (a stale version, a bad value) when it is refused.
 */
export function useConsoleSave<TBody, TResult>(call: (body: TBody) => Promise<TResult>, onSaved: (result: TResult) => void, doneKey = 'settings.saved') {
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      onSaved(result);
      notify(translate(doneKey), { type: 'success' });
    },
    onError: (error) => notify(refusalText(error, translate('settings.saveFailed')), { type: 'error' }),
  });
}
