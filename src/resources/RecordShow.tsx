import EditIcon from '@mui/icons-material/Create';
import Box from '@mui/material/Box';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Button, DeleteWithConfirmButton, LinkBase, Show, SimpleShowLayout, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { isMultiline, type FieldDeclaration } from '../../resources/engine/fields';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { useConsoleAbility } from '../shell/ability/useConsoleAccess';
import { CUSTOM_FIELD_VIEWS, RECORD_ACTIONS, RECORD_PANELS } from './customViews';
import { fieldFor } from './fieldViews';
import { mayTakeAction, RecordHeading, SHOW_CARD_AT_TOP, SHOW_HEAD_INSET, useReadableFields } from './GeneratedViews';
import { RelatedLists } from './RelatedLists';
import { TransitionButtons } from './TransitionButtons';

/**
 * A record's Edit and Delete, where this user may take them on this record (its tenant, its state):
 * a delete asks first, names the version shown (a changed record is refused) and returns to the list.
 */
function RecordActions({ resource }: { resource: ResourceDeclaration }) {
  const record = useRecordContext();
  const ability = useConsoleAbility();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const Extra = RECORD_ACTIONS[resource.name];
  if (!record) return null;
  const mayEdit = mayTakeAction(ability, resource, 'edit', record);
  const mayDelete = mayTakeAction(ability, resource, 'delete', record);
  if (!mayEdit && !mayDelete && !Extra) return null;
  const edit = translate('ra.action.edit');
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, '&:empty': { display: 'none' } }}>
      {mayEdit && <Button component={LinkBase} to={createPath({ type: 'edit', resource: resource.name, id: record.id })} label={<>{edit}</>} aria-label={edit} variant="outlined"><EditIcon /></Button>}
      {mayDelete && <DeleteWithConfirmButton record={record} mutationMode="pessimistic" redirect="list" variant="outlined" />}
      {Extra && <Suspense fallback={null}><Extra /></Suspense>}
    </Box>
  );
}

/** Whether a field's value takes a line of its own on a record's page: a map, structured lines, a note. */
const isWide = (field: FieldDeclaration) => field.type === 'json' || field.type === 'polyline' || isMultiline(field);

/**
 * A record's fields side by side in as many columns as the page has room for (one on a phone), a
 * wide one across them all: a record reads at a glance, without scrolling through one long column.
 */
function fieldGrid(fields: [string, FieldDeclaration][]) {
  const wide = Object.fromEntries(fields.filter(([, field]) => isWide(field)).map(([name]) => [`& .ra-field-${name}`, { gridColumn: '1 / -1' }]));
  return { '& .RaSimpleShowLayout-stack': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', columnGap: 3, rowGap: 1, ...wide } };
}

/** A field on a record's page: its own view where the section has one (CUSTOM_FIELD_VIEWS), the generated one otherwise. */
function shownField(resource: ResourceDeclaration, name: string, field: FieldDeclaration) {
  const Custom = CUSTOM_FIELD_VIEWS[`${resource.name}.${name}`];
  return Custom ? <CustomField key={name} source={name} View={Custom} /> : fieldFor(name, field);
}

function CustomField({ source, View }: { source: string; View: ComponentType<{ source: string }> }) {
  return <Suspense fallback={null}><View source={source} /></Suspense>;
}

/**
 * A record's page; `children` (what a section adds, a link to a tool) come under its status steps,
 * `after` (its lines, its items) under its fields; `stepsOfferedElsewhere` are left to a part of the page's own.
 */
export function ResourceShow({ resource, children, after, stepsOfferedElsewhere }: { resource: ResourceDeclaration; children?: ReactNode; after?: ReactNode; stepsOfferedElsewhere?: readonly string[] }) {
  const fields = useReadableFields(resource);
  const grid = useMemo(() => fieldGrid(fields), [fields]);
  const Panel = RECORD_PANELS[resource.name];
  return (
    <Show resource={resource.name} sx={SHOW_CARD_AT_TOP}>
      <Box sx={SHOW_HEAD_INSET}>
        <RecordHeading resource={resource} />
        <RecordActions resource={resource} />
        <TransitionButtons resource={resource} offeredElsewhere={stepsOfferedElsewhere} />
        {children}
      </Box>
      <SimpleShowLayout spacing={0} sx={grid}>{fields.map(([name, field]) => shownField(resource, name, field))}</SimpleShowLayout>
      {after}
      {Panel && <Suspense fallback={null}><Panel /></Suspense>}
      <RelatedLists resource={resource} />
    </Show>
  );
}
