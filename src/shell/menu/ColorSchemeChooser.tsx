import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { COLOR_SCHEME_CHOICES, isColorSchemeChoice } from '../theme/colorScheme';
import { chooseColorScheme, useColorSchemeChoice } from '../theme/useColorScheme';

/** Light, dark or as the system is set (the default), in the profile menu; kept in this browser. */
export function ColorSchemeChooser() {
  const translate = useTranslate();
  const choice = useColorSchemeChoice();
  const labelId = useId();
  return (
    <>
      <Typography id={labelId} variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {translate('shell.profileMenu.colorScheme')}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        size="small"
        fullWidth
        exclusive
        value={choice}
        onChange={(_, chosen: unknown) => isColorSchemeChoice(chosen) && chooseColorScheme(chosen)}
      >
        {COLOR_SCHEME_CHOICES.map((option) => (
          <ToggleButton key={option} value={option} sx={{ py: 0.25, textTransform: 'none' }}>
            {translate(`shell.profileMenu.colorSchemes.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
