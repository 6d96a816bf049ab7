import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { RECENTLY_VIEWED, type GoToPageOption } from './goToPageOptions';

export interface GoToPageOverlayProps {
  options: readonly GoToPageOption[];
  loading: boolean;
  onChoose: (option: GoToPageOption) => void;
  onClose: () => void;
}

const TITLE_ID = 'go-to-page-title';

/**
 * The "Go to page" overlay of spec 2.11. The option list stays open under the field, so that one
 * Escape leaves the overlay instead of first closing the list.
 */
export function GoToPageOverlay({ options, loading, onChoose, onClose }: GoToPageOverlayProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID} sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {translate('global.goToPage.title')}
        <IconButton aria-label={translate('global.goToPage.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ minHeight: 380, pt: 1 }}>
        <Autocomplete<GoToPageOption>
          open
          disablePortal
          autoHighlight
          forcePopupIcon={false}
          options={options}
          loading={loading}
          loadingText={translate('global.goToPage.loading')}
          noOptionsText={translate('global.goToPage.noOptions')}
          clearText={translate('global.goToPage.clear')}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_, option) => option && onChoose(option)}
          onClose={(_, reason) => reason === 'escape' && onClose()}
          slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
          renderOption={({ key: _key, ...props }, option) => (
            <li {...props} key={option.id}>
              <ListItemText
                primary={option.label}
                secondary={option.category === RECENTLY_VIEWED ? translate('global.goToPage.recentlyViewed') : undefined}
                sx={{ my: 0 }}
              />
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              margin="dense"
              label={translate('global.goToPage.field')}
              placeholder={translate('global.goToPage.placeholder')}
              slotProps={{
                input: {
                  ...params.InputProps,
                  endAdornment: (
                    <>
                      {loading && <CircularProgress color="inherit" size={20} aria-label={translate('global.goToPage.loading')} />}
                      {params.InputProps.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
