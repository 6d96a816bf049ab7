import ExpandLess from '@mui/icons-material/ExpandLess';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleSession } from '../ConsoleSessionGate';
import { onDemand, useNeededOnce } from '../global/onDemand';
import { UserAvatar } from './InitialsAvatar';
import { SIDE_MENU_COLORS } from './sideMenuLook';

const ProfileMenuPopover = onDemand(() => import('./ProfileMenuPopover').then((module) => module.ProfileMenuPopover));
const SwitchAccountDialog = onDemand(() => import('../switchAccount/SwitchAccountDialog').then((module) => module.SwitchAccountDialog));

/**
 * The user's photo (or initials) and name, opening "Profile settings", "Switch account" and "Logout"
 * (spec 2.4), under the console's language.
 */
export function ProfileMenu({ expanded }: { expanded: boolean }) {
  const { profile } = useConsoleSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switchingAccount, setSwitchingAccount] = useState(false);
  const fullName = `${profile.name.first} ${profile.name.last}`.trim();
  const isMenuLoaded = useNeededOnce(anchor !== null);

  return (
    <>
      <Tooltip title={expanded ? '' : fullName} placement="right" arrow>
        <ButtonBase
          aria-label={fullName}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={ProfileMenuPopover.preload}
          onFocus={ProfileMenuPopover.preload}
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
      {isMenuLoaded && (
        <ProfileMenuPopover anchor={anchor} fullName={fullName} onClose={() => setAnchor(null)} onSwitchAccount={() => setSwitchingAccount(true)} />
      )}
      {switchingAccount && <SwitchAccountDialog onClose={() => setSwitchingAccount(false)} />}
    </>
  );
}
