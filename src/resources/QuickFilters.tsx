import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/engine/resource';

/**
 * The list's quick filters as chips above its rows (the rides a dispatcher looks for: late, off
 * route, without a bus or driver, cancelled): a tap narrows the list, another widens it again, and
 * several narrow it together. Each is a filter of its own, kept with the list's other filters.
 */
export function QuickFilters({ resource }: { resource: ResourceDeclaration }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const toggle = (name: string) => {
    const { [name]: on, ...others } = filterValues;
    setFilters(on ? others : { ...others, [name]: true }, displayedFilters);
  };
  return (
    <Stack direction="row" role="group" aria-label={translate('global.filters.quick')} sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}>
      {Object.keys(resource.quickFilters ?? {}).map((name) => {
        const on = filterValues[name] === true;
        return (
          <Chip
            key={name}
            label={translate(`resources.${resource.name}.quickFilters.${name}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(name)}
          />
        );
      })}
    </Stack>
  );
}
