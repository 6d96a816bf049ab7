import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { appConfig } from '../../appConfig';
import { SIDE_MENU_COLORS } from './sideMenuLook';

/** The product's mark and name, and the control that expands or collapses the menu. */
export function SideMenuHeader({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const toggleLabel = translate(expanded ? 'shell.menu.collapse' : 'shell.menu.expand');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, height: 64, px: expanded ? 2 : 0, justifyContent: expanded ? 'flex-start' : 'center', flexShrink: 0 }}>
      {expanded && (
        <>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 30, height: 30 }} />
          <Typography component="span" sx={{ flex: 1, color: '#fff', fontWeight: 700, fontSize: 17, letterSpacing: 0.2 }} noWrap>
            {appConfig().productName}
          </Typography>
        </>
      )}
      <IconButton aria-label={toggleLabel} aria-expanded={expanded} title={toggleLabel} onClick={onToggle} sx={{ color: SIDE_MENU_COLORS.text, '&:hover': { bgcolor: SIDE_MENU_COLORS.hover } }}>
        {expanded ? <MenuOpen /> : <MenuIcon />}
      </IconButton>
    </Box>
  );
}
