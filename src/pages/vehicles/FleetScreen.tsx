import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../sections/SectionHeading';

/** The frame both vehicle screens share: title, a line on what the screen is for, a way back to the list. */
export function FleetHeading({ titleKey, introKey }: { titleKey: string; introKey: string }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <SectionHeading>{translate(titleKey)}</SectionHeading>
        <Button component={Link} to="/vehicles" size="small">{translate('vehicles.table.backToList')}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>{translate(introKey)}</Typography>
    </>
  );
}

/** What to do with the ticked vehicles, beside how many they are. */
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

/** A loading bar, a load error, or a word that the fleet is larger than one page of the API. */
export function FleetLoadState({ isPending, error, shown, total }: { isPending: boolean; error: Error | null; shown: number; total: number }) {
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ mb: 2 }} />;
  if (error) return <Typography color="error" sx={{ mb: 2 }}>{error.message}</Typography>;
  if (total > shown) return <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>{translate('vehicles.table.truncated', { shown, total })}</Typography>;
  return null;
}
