import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../sections/SectionHeading';

/** The title of an area of Settings, a line on what it is for, and the way back to the landing. */
export function SettingsHeading({ title, intro }: { title: string; intro: string }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <SectionHeading>{title}</SectionHeading>
        <Button component={Link} to="/settings" size="small">{translate('settings.backToSettings')}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>{intro}</Typography>
    </>
  );
}
