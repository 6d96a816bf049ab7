import { HttpError, useNotify, useTranslate } from 'react-admin';

/** Shows why the server refused a change (its own words: a stale version, a step no longer possible), or a general failure. */
export function useFailureNotice(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return (error) => notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' });
}
