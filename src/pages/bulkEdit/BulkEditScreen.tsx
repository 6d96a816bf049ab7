import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../sections/SectionHeading';

/** The frame of a screen that edits many records: title, a line on what it is for, a way back to the list. */
export function BulkEditHeading({ titleKey, introKey, back }: { titleKey: string; introKey: string; back?: { to: string; labelKey: string } }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <SectionHeading>{translate(titleKey)}</SectionHeading>
        {back && <Button component={Link} to={back.to} size="small">{translate(back.labelKey)}</Button>}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>{translate(introKey)}</Typography>
    </>
  );
}

/** What to do with the ticked records, beside how many they are. */
export function SelectionBar({ count, countKey, children }: { count: number; countKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ mb: 2, px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 160 }}>{translate(countKey, { smart_count: count })}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}

interface LoadStateProps {
  isPending: boolean;
  error: Error | null;
  shown: number;
  /** How many there are in all, as text ("1,204", "2,000+"), when more than are shown. */
  total?: string;
  /** Said when there are more records than one page of the API (`%{shown}`, `%{total}`). */
  truncatedKey: string;
}

/** A loading bar, a load error, or a word that there are more records than one page of the API. */
export function LoadState({ isPending, error, shown, total, truncatedKey }: LoadStateProps) {
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ mb: 2 }} />;
  if (error) return <Typography color="error" sx={{ mb: 2 }}>{error.message}</Typography>;
  if (total !== undefined) return <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>{translate(truncatedKey, { shown, total })}</Typography>;
  return null;
}
