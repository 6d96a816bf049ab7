import {
  BulkDeleteButton, Create, CreateButton, DatagridConfigurable, Edit, EditButton, ExportButton, List, SearchInput, SelectColumnsButton,
  Show, SimpleForm, SimpleShowLayout, TopToolbar, useCanAccess, useListContext, useRecordContext, useTranslate, type Exporter,
} from 'react-admin';
import { useMemo } from 'react';
import { RESOURCES } from '../../resources';
import type { FieldDeclaration } from '../../resources/engine/fields';
import { filterableFields, searchableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { SectionHeading } from '../pages/sections/SectionHeading';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { useConsoleAbility } from '../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../shell/ConsoleSessionGate';
import { fieldFor, filterFor, inputFor } from './fieldViews';
import { representRecord } from './recordRepresentation';
import { resourceResolver } from './resourceResolver';

/** The server writes the CSV (neutralised, tenant-scoped): the button only asks for it. */
const serverExporter = (resource: string): Exporter => () => {
  const params = new URLSearchParams(window.location.hash.split('?')[1] ?? window.location.search);
  const query = new URLSearchParams();
  for (const key of ['filter', 'sort']) if (params.get(key)) query.set(key, params.get(key)!);
  window.location.assign(`/api/${resource}/export?${query}`);
};

/**
 * The fields this user can read: a reference to an entity they may not view (a vendor's own record,
 * for a yard user) is left out rather than shown as an error.
 */
function useReadableFields(resource: ResourceDeclaration, only?: (field: FieldDeclaration) => boolean): [string, FieldDeclaration][] {
  const ability = useConsoleAbility();
  return Object.entries(resource.fields).filter(([, field]) => {
    if (only && !only(field)) return false;
    if (field.type !== 'reference') return true;
    const target = RESOURCES.find((r) => r.name === field.reference);
    return !target || ability.can(...target.permissions.view);
  });
}

function RecordHeading({ resource }: { resource: ResourceDeclaration }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <SectionHeading>{record ? representRecord(resource.recordRepresentation, record) : translate(`resources.${resource.name}.name`, { smart_count: 1 })}</SectionHeading>;
}

function ListActions({ resource }: { resource: ResourceDeclaration }) {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: resource.name });
  const { total } = useListContext();
  return (
    <TopToolbar>
      <SelectColumnsButton />
      {resource.permissions.create && canCreate && <CreateButton />}
      <ExportButton disabled={!total} />
    </TopToolbar>
  );
}

export function ResourceList({ resource }: { resource: ResourceDeclaration }) {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: resource.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: resource.name });
  const filters = [
    ...(searchableFields(resource).length ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...filterableFields(resource).map((name) => filterFor(resource.name, name, resource.fields[name])),
  ];
  const translate = useTranslate();
  const columns = useReadableFields(resource, (field) => Boolean(field.list));
  return (
    <>
    <SectionHeading>{translate(`resources.${resource.name}.name`, { smart_count: 2 })}</SectionHeading>
    <List
      resource={resource.name}
      filters={filters}
      sort={resource.defaultSort}
      perPage={25}
      exporter={serverExporter(resource.name)}
      actions={<ListActions resource={resource} />}
    >
      <DatagridConfigurable rowClick="show" bulkActionButtons={resource.permissions.delete && canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {columns.map(([name, field]) => fieldFor(name, field))}
        {resource.permissions.edit && canEdit && <EditButton />}
      </DatagridConfigurable>
    </List>
    </>
  );
}

export function ResourceShow({ resource }: { resource: ResourceDeclaration }) {
  const fields = useReadableFields(resource);
  return (
    <Show resource={resource.name}>
      <RecordHeading resource={resource} />
      <SimpleShowLayout>{fields.map(([name, field]) => fieldFor(name, field))}</SimpleShowLayout>
    </Show>
  );
}

/**
 * The tenant columns the session decides for a new record (a vendor user's vendor, a district
 * user's district): filled in and not asked for, as the server would fill them anyway.
 */
function useTenantDefaults(resource: ResourceDeclaration): Record<string, number> {
  const { account } = useConsoleSession();
  const tenant = TENANT_COLUMNS[resource.subject];
  const defaults: Record<string, number> = {};
  if (account.vendor && tenant?.vendor && tenant.vendor !== 'id') defaults[tenant.vendor] = account.vendor.vendorId;
  if (account.district && tenant?.district && tenant.district !== 'id') defaults[tenant.district] = account.district.districtId;
  return defaults;
}

const formFields = (resource: ResourceDeclaration, fixed: Record<string, unknown> = {}) =>
  Object.entries(resource.fields).filter(([name, field]) => !field.readOnly && !(name in fixed));

export function ResourceEdit({ resource }: { resource: ResourceDeclaration }) {
  const fixed = useTenantDefaults(resource);
  const resolver = useMemo(() => resourceResolver(resource), [resource]);
  return (
    <Edit resource={resource.name} mutationMode="pessimistic">
      <SimpleForm resolver={resolver}>{formFields(resource, fixed).map(([name, field]) => inputFor(name, field))}</SimpleForm>
    </Edit>
  );
}

export function ResourceCreate({ resource }: { resource: ResourceDeclaration }) {
  const fixed = useTenantDefaults(resource);
  const resolver = useMemo(() => resourceResolver(resource), [resource]);
  return (
    <Create resource={resource.name} redirect="show">
      <SimpleForm resolver={resolver} defaultValues={fixed}>{formFields(resource, fixed).map(([name, field]) => inputFor(name, field))}</SimpleForm>
    </Create>
  );
}
