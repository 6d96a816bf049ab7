import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SelectionBar } from './BulkEditScreen';
import { ChoiceSelect } from './ChoiceSelect';

interface SetChoiceBarProps<C extends string> {
  count: number;
  choices: readonly C[];
  busy: boolean;
  onApply: (choice: C) => void;
  /** The screen's texts: `<messages>.selected` (with smart_count), `.newStatus`, `.apply`. */
  messages: string;
}

/** One choice (a status) set for every ticked record at once. */
export function SetChoiceBar<C extends string>({ count, choices, busy, onApply, messages }: SetChoiceBarProps<C>) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<C | ''>('');
  return (
    <SelectionBar count={count} countKey={`${messages}.selected`}>
      <ChoiceSelect label={translate(`${messages}.newStatus`)} value={choice} choices={choices} onChange={setChoice} disabled={busy} />
      <Button variant="contained" disabled={!choice || busy || count === 0} onClick={() => choice && onApply(choice)}>
        {translate(`${messages}.apply`)}
      </Button>
    </SelectionBar>
  );
}
