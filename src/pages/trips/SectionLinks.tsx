import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { passes, type Gate } from '../../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../../permissions/routeGates';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/** The gate of a route of spec 2.5, as routeGates.ts declares it: a link is shown exactly when the route opens. */
const gateOf = (path: string): Gate => OUTSIDE_MENU_ROUTES.find((route) => route.path === path)?.gate ?? [];

/** Links to the charter trip screens outside the menu, each shown only to those who may open it. */
export function SectionLinks({ links }: { links: readonly { path: string; labelKey: string }[] }) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  return (
    <>
      {links.filter((link) => passes(ability, gateOf(link.path))).map((link) => (
        <Button key={link.path} component={Link} to={link.path} size="small">{translate(link.labelKey)}</Button>
      ))}
    </>
  );
}
