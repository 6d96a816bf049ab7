import ExpandLess from '@mui/icons-material/ExpandLess';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useConsoleSession } from '../ConsoleSessionGate';
import { SHELL_PATHS } from '../routes/shellPaths';
import { SwitchAccountDialog } from '../switchAccount/SwitchAccountDialog';
import { UserAvatar } from './InitialsAvatar';
import { LanguageChooser } from './LanguageChooser';
import { SIDE_MENU_COLORS } from './sideMenuLook';

/**
 * The user's photo (or initials) and name, opening "Profile settings", "Switch account" and "Logout"
 * (spec 2.4), under the console's language.
 */
export function ProfileMenu({ expanded }: { expanded: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile, account } = useConsoleSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switchingAccount, setSwitchingAccount] = useState(false);
  const fullName = `${profile.name.first} ${profile.name.last}`.trim();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <Tooltip title={expanded ? '' : fullName} placement="right" arrow>
        <ButtonBase
          aria-label={fullName}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 'calc(100% - 20px)', mx: 1.25, px: 1, py: 0.75, gap: 1.5, borderRadius: 2, justifyContent: expanded ? 'flex-start' : 'center', color: '#fff', '&:hover': { bgcolor: SIDE_MENU_COLORS.hover } }}
        >
          <UserAvatar profile={profile} size={34} />
          {expanded && (
            <>
              <Typography variant="body2" noWrap sx={{ flex: 1, textAlign: 'left', fontWeight: 500 }}>
                {fullName}
              </Typography>
              <ExpandLess fontSize="small" sx={{ color: SIDE_MENU_COLORS.mutedText }} />
            </>
          )}
        </ButtonBase>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
        <Divider />
        <MenuList autoFocusItem dense sx={{ py: 0.5 }}>
          <MenuItem onClick={choose(() => navigate(SHELL_PATHS.profile))}>
            <ListItemIcon><ManageAccountsOutlined fontSize="small" /></ListItemIcon>
            {translate('shell.profileMenu.profileSettings')}
          </MenuItem>
          {account.account.canSwitchAccount && (
            <MenuItem onClick={choose(() => setSwitchingAccount(true))}>
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
      {switchingAccount && <SwitchAccountDialog onClose={() => setSwitchingAccount(false)} />}
    </>
  );
}
