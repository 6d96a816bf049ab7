import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useConsoleSession } from '../ConsoleSessionGate';
import { InitialsAvatar } from './InitialsAvatar';
import { ProfileMenu } from './ProfileMenu';
import { SIDE_MENU_COLORS } from './sideMenuLook';

/** The bottom of the side menu (spec 2.4): the account worked in, then the user's own menu. */
export function SideMenuFooter({ expanded }: { expanded: boolean }) {
  const { account } = useConsoleSession();
  const accountName = account.account.name;
  return (
    <Box sx={{ borderTop: `1px solid ${SIDE_MENU_COLORS.divider}`, py: 1.5 }}>
      {accountName && (
        <Tooltip title={expanded ? '' : accountName} placement="right" arrow>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.25, pb: 1.25, justifyContent: expanded ? 'flex-start' : 'center' }}>
            <InitialsAvatar name={accountName} src={account.account.imagePath} size={32} variant="rounded" color={SIDE_MENU_COLORS.accent} />
            {expanded && (
              <Typography variant="body2" sx={{ color: '#fff', fontWeight: 600, lineHeight: 1.3, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
                {accountName}
              </Typography>
            )}
          </Box>
        </Tooltip>
      )}
      <ProfileMenu expanded={expanded} />
    </Box>
  );
}
