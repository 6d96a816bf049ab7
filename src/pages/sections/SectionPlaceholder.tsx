import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from './SectionHeading';

/** What a section shows until its own screens are written: its title and a word that they are coming. */
export default function SectionPlaceholder({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <ConstructionOutlined color="action" />
          <Typography color="text.secondary">{translate('shell.placeholder.preparing')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
