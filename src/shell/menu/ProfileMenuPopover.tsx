import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useConsoleSession } from '../ConsoleSessionGate';
import { SHELL_PATHS } from '../routes/shellPaths';
import { ColorSchemeChooser } from './ColorSchemeChooser';
import { LanguageChooser } from './LanguageChooser';

interface ProfileMenuPopoverProps {
  /** The profile button while the menu is open, else null. */
  anchor: HTMLElement | null;
  fullName: string;
  onClose: () => void;
  onSwitchAccount: () => void;
}

/** The profile menu's contents (spec 2.4), fetched the first time it opens. */
export function ProfileMenuPopover({ anchor, fullName, onClose, onSwitchAccount }: ProfileMenuPopoverProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile, account } = useConsoleSession();
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { ml: 1.5, minWidth: 240 } } }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle2" noWrap>{fullName}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>{profile.email}</Typography>
      </Box>
      <Box sx={{ px: 2, pt: 0.5, pb: 1.5 }}>
        <LanguageChooser />
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <ColorSchemeChooser />
      </Box>
      <Divider />
      <MenuList autoFocusItem dense sx={{ py: 0.5 }}>
        <MenuItem onClick={choose(() => navigate(SHELL_PATHS.profile))}>
          <ListItemIcon><ManageAccountsOutlined fontSize="small" /></ListItemIcon>
          {translate('shell.profileMenu.profileSettings')}
        </MenuItem>
        {account.account.canSwitchAccount && (
          <MenuItem onClick={choose(onSwitchAccount)}>
            <ListItemIcon><SwapHoriz fontSize="small" /></ListItemIcon>
            {translate('shell.profileMenu.switchAccount')}
          </MenuItem>
        )}
        <MenuItem onClick={choose(() => window.location.assign(SHELL_PATHS.logout))}>
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
          {translate('shell.profileMenu.logout')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
