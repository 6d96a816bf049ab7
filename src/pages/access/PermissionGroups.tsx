import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PermissionDraft } from './usePermissionDraft';

/**
 * The codes of the catalogue (spec 6.3) by group, each group with how many are ticked and a box for
 * all of it. A code the editor may not grant is shown, greyed, with the reason.
 */
export function PermissionGroups({ draft }: { draft: PermissionDraft }) {
  const translate = useTranslate();
  return (
    <Box sx={{ columnCount: { xs: 1, md: 2, xl: 3 }, columnGap: 1.5 }}>
      {draft.groups.map(({ group, options }) => {
        const label = translate(`access.groups.${group}`);
        const checked = options.filter((option) => option.checked).length;
        const changeable = options.filter((option) => option.changeable).map((option) => option.code);
        return (
          <Paper key={group} variant="outlined" component="fieldset" sx={{ m: 0, mb: 1.5, px: 1.5, py: 1, minWidth: 0, breakInside: 'avoid', width: '100%', boxSizing: 'border-box' }}>
            <Box component="legend" sx={{ display: 'contents' }}>
              <FormControlLabel
                sx={{ width: '100%', mr: 0, '& .MuiFormControlLabel-label': { flex: 1, display: 'flex', justifyContent: 'space-between', fontWeight: 600 } }}
                label={<><span>{label}</span><Typography component="span" variant="body2" color="text.secondary">{translate('access.editor.selected', { selected: checked, total: options.length })}</Typography></>}
                control={
                  <Checkbox
                    checked={checked === options.length} indeterminate={checked > 0 && checked < options.length} disabled={changeable.length === 0}
                    slotProps={{ input: { 'aria-label': translate('access.editor.selectGroup', { group: label }) } }}
                    onChange={(event) => draft.setChecked(changeable, event.target.checked)}
                  />
                }
              />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3 }}>
              {options.map((option) => {
                const box = (
                  <FormControlLabel
                    key={option.code} disabled={!option.changeable}
                    label={<Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{option.code}</Typography>}
                    control={<Checkbox size="small" checked={option.checked} onChange={(event) => draft.setChecked([option.code], event.target.checked)} />}
                  />
                );
                return option.changeable ? box : <Tooltip key={option.code} title={translate('access.editor.notGrantable')} placement="top-start"><span>{box}</span></Tooltip>;
              })}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
