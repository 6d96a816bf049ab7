import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Datagrid, Link, ReferenceManyField, useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { declarationOf } from '../../resources';
import { todayIn } from '../../resources/engine/calendarDay';
import { RELATED_ROWS_SHOWN, type RelatedList, type ResourceDeclaration } from '../../resources/engine/resource';
import { useConsoleAbility, useConsoleAccess } from '../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../shell/ConsoleSessionGate';
import { drawerHref } from '../shell/drawer/drawerUrl';
import { SECTION_ROUTES } from '../shell/routes/sectionRoutes';
import { SHOW_IN_DRAWER } from './customViews';
import { fieldFor } from './fieldViews';
import { isListed, readableFields, referenceColumns } from './listColumns';
import { useAccountFormats } from '../shell/useAccountFormats';

/** The filter a related list reads its rows with, besides the reference to the record: its dates, in the account's timezone. */
function datedFilter(related: RelatedList, timezone: string): Record<string, string> {
  if (!related.dated) return {};
  const { field, span } = related.dated;
  return { [span === 'today' ? field : `${field}_gte`]: todayIn(timezone) };
}

/**
 * The records that belong to the one shown, each kind declared in its declaration's `related` a short
 * list of its own: read through that entity's list (its tenant scope and readable fields), linked to
 * each record and to the whole list in its section. A kind this user may not view is left out.
 */
export function RelatedLists({ resource }: { resource: ResourceDeclaration }) {
  const ability = useConsoleAbility();
  const shown = (resource.related ?? []).filter((related) => ability.can(...declarationOf(related.resource)!.permissions.view));
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, px: 2, pb: 2 }}>
      {shown.map((related) => <RelatedRecords key={`${related.resource}:${related.target}`} related={related} />)}
    </Box>
  );
}

function RelatedRecords({ related }: { related: RelatedList }) {
  const declaration = declarationOf(related.resource)!;
  const translate = useTranslate();
  const { timezone } = useConsoleSession().account.account;
  const filter = useMemo(() => datedFilter(related, timezone), [related, timezone]);
  const ability = useConsoleAbility();
  const columns = useMemo(() => readableFields(declaration, ability, isListed).filter(([name]) => name !== related.target), [declaration, ability, related.target]);
  const queryOptions = useMemo(() => ({ meta: { prefetch: referenceColumns(columns) } }), [columns]);
  const title = translate(`resources.${related.resource}.name`, { smart_count: 2 });
  const location = useLocation();
  // A ride opens in the drawer over the page, which stays where it was (spec 2.11), as from its list.
  const rowClick = SHOW_IN_DRAWER.has(related.resource)
    ? (id: Identifier) => drawerHref(location, `/${related.resource}/${id}/show`, { backText: title })
    : 'show' as const;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflowX: 'auto' }}>
      <ReferenceManyField reference={related.resource} target={related.target} filter={filter} sort={related.sort ?? declaration.defaultSort} perPage={RELATED_ROWS_SHOWN} queryOptions={queryOptions}>
        <RelatedHeading related={related} title={title} filter={filter} />
        <Datagrid rowClick={rowClick} bulkActionButtons={false} empty={null}>
          {columns.map(([name, field]) => fieldFor(name, field))}
        </Datagrid>
      </ReferenceManyField>
    </Paper>
  );
}

/** The list's name, what it holds ("from today"), how many there are, and the way to all of them in their section. */
function RelatedHeading({ related, title, filter }: { related: RelatedList; title: string; filter: Record<string, string> }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const access = useConsoleAccess();
  const { total } = useListContext();
  const formats = useAccountFormats();
  const section = SECTION_ROUTES.find(({ path }) => path === `/${related.resource}`);
  const wholeList = record && section?.canOpen(access) && total ? `/${related.resource}?${new URLSearchParams({ filter: JSON.stringify({ ...filter, [related.target]: record.id }) })}` : undefined;
  // A new one starts from this record (a student's next service names the student).
  const create = declarationOf(related.resource)!.permissions.create;
  const addOne = record && section?.canOpen(access) && create && access.ability.can(...create)
    ? `/${related.resource}/create?${new URLSearchParams({ source: JSON.stringify({ [related.target]: record.id }) })}` : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', px: 2, pt: 1.5, pb: 1 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {related.dated && <Typography variant="body2" color="text.secondary">{translate(`records.related.${related.dated.span}`)}</Typography>}
      {total === 0 && <Typography color="text.secondary">{translate('records.related.none')}</Typography>}
      {addOne && <Link to={addOne} sx={{ ml: 'auto' }}>{translate('records.related.add')}</Link>}
      {wholeList && <Link to={wholeList} sx={addOne ? undefined : { ml: 'auto' }}>{translate('records.related.seeAll', { total: formats.number(total ?? 0) })}</Link>}
    </Box>
  );
}
