import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { SIDE_MENU_COLORS } from './sideMenuLook';

interface MenuEntryProps {
  label: string;
  /** A second line under the label, and then the tooltip names both, in either state of the menu. */
  detail?: { text: string; tooltip: string };
  icon: typeof SvgIcon;
  expanded: boolean;
  selected?: boolean;
  /** A link to a page, or an action (the route explorer's popup). */
  to?: string;
  onClick?: () => void;
}

const entrySx: SxProps<Theme> = {
  minHeight: 42,
  mx: 1.25,
  my: 0.25,
  px: 1.5,
  borderRadius: 2,
  color: SIDE_MENU_COLORS.text,
  position: 'relative',
  '&:hover': { bgcolor: SIDE_MENU_COLORS.hover },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: SIDE_MENU_COLORS.selected, color: '#fff' },
  '&.Mui-selected::before': { content: '""', position: 'absolute', left: -10, top: 8, bottom: 8, width: 4, borderRadius: 2, bgcolor: SIDE_MENU_COLORS.accent },
  '&.Mui-focusVisible': { outline: `2px solid ${SIDE_MENU_COLORS.accent}`, outlineOffset: -2 },
};

/**
 * One entry of the side menu: an icon, and the label when the menu is expanded (a tooltip when not).
 * An entry whose label another shares shows its detail under the label and names both in its tooltip,
 * expanded or not; its accessible name stays the label, the tooltip describing it.
 */
export function MenuEntry({ label, detail, icon: Icon, expanded, selected = false, to, onClick }: MenuEntryProps) {
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.75 : 0, color: 'inherit', justifyContent: 'center' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {expanded && (
        <ListItemText
          primary={label}
          secondary={detail?.text}
          sx={{ my: 0.25 }}
          slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: selected ? 600 : 500 }, secondary: { noWrap: true, fontSize: 12, lineHeight: 1.3, color: SIDE_MENU_COLORS.mutedText } }}
        />
      )}
    </>
  );
  const sx = { ...entrySx, justifyContent: expanded ? 'flex-start' : 'center' };
  const entry = to ? (
    <ListItemButton component={RouterLink} to={to} selected={selected} aria-label={label} aria-current={selected ? 'page' : undefined} sx={sx}>
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton component="button" onClick={onClick} selected={selected} aria-label={label} sx={{ ...sx, width: 'calc(100% - 20px)' }}>
      {content}
    </ListItemButton>
  );
  return (
    <li>
      {detail ? (
        <Tooltip title={detail.tooltip} placement="right" arrow describeChild>
          {entry}
        </Tooltip>
      ) : expanded ? entry : (
        <Tooltip title={label} placement="right" arrow>
          {entry}
        </Tooltip>
      )}
    </li>
  );
}
