import {
  BulkDeleteButton, Create, CreateButton, DatagridConfigurable, Edit, EditButton, ExportButton, List, SearchInput, SelectColumnsButton,
  Show, SimpleForm, SimpleShowLayout, TopToolbar, useCanAccess, useListContext, type Exporter,
} from 'react-admin';
import { filterableFields, searchableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { fieldFor, filterFor, inputFor } from './fieldViews';
import { resourceResolver } from './resourceResolver';

/** The server writes the CSV (neutralised, tenant-scoped): the button only asks for it. */
const serverExporter = (resource: string): Exporter => () => {
  const params = new URLSearchParams(window.location.hash.split('?')[1] ?? window.location.search);
  const query = new URLSearchParams();
  for (const key of ['filter', 'sort']) if (params.get(key)) query.set(key, params.get(key)!);
  window.location.assign(`/api/${resource}/export?${query}`);
};

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
  const columns = Object.entries(resource.fields).filter(([, field]) => field.list);
  return (
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
  );
}

export function ResourceShow({ resource }: { resource: ResourceDeclaration }) {
  return (
    <Show resource={resource.name}>
      <SimpleShowLayout>{Object.entries(resource.fields).map(([name, field]) => fieldFor(name, field))}</SimpleShowLayout>
    </Show>
  );
}

const formFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

export function ResourceEdit({ resource }: { resource: ResourceDeclaration }) {
  return (
    <Edit resource={resource.name} mutationMode="pessimistic">
      <SimpleForm resolver={resourceResolver(resource)}>{formFields(resource).map(([name, field]) => inputFor(name, field))}</SimpleForm>
    </Edit>
  );
}

export function ResourceCreate({ resource }: { resource: ResourceDeclaration }) {
  return (
    <Create resource={resource.name} redirect="show">
      <SimpleForm resolver={resourceResolver(resource)}>{formFields(resource).map(([name, field]) => inputFor(name, field))}</SimpleForm>
    </Create>
  );
}
