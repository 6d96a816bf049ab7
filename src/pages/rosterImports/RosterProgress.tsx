import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { FileSendStatus } from '../sections/FileSend';
import type { RosterWorkProgress } from './rosterImportApi';

/**
 * How far a roster's upload or a long step on it has got: a sentence for the step (the students
 * compared so far, the changes written) and a bar that fills, running on once a step is whole while
 * the next one starts or the work is saved.
 */
export function RosterProgress({ progress, name }: { progress: RosterWorkProgress; name: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const text = translate(`rosterImports.progress.${progress.step}`, { name, done: formats.number(progress.done), total: formats.number(progress.total) });
  // Each step's bar is a new one, filling from empty: the last step's full bar does not slide back.
  return <FileSendStatus key={progress.step} progress={{ name, fraction: progress.total ? progress.done / progress.total : 1 }} text={text} />;
}
