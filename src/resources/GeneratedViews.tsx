import {
  AuthContext, Create, CreateButton, Edit, FilterButton, SearchInput,
  SelectColumnsButton, SimpleForm, TopToolbar, useAuthProvider, useRecordContext, useTranslate,
  type AuthProvider, type Identifier, type RaRecord,
} from 'react-admin';
import Box from '@mui/material/Box';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FieldDeclaration } from '../../resources/engine/fields';
import type { AppAbility } from '../../permissions/defineAbility';
import type { CodeRule } from '../../permissions/codeRules';
import { editGate, filterableFields, searchableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { SectionHeading } from '../pages/sections/SectionHeading';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { canAccessWith } from '../shell/ability/canAccess';
import { useConsoleAbility } from '../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../shell/ConsoleSessionGate';
import { drawerHref } from '../shell/drawer/drawerUrl';
import { BulkStatusButton } from './BulkStatusButton';
import { BULK_ACTIONS, EXTRA_LIST_ACTIONS, LIST_HEADERS, SHOW_IN_DRAWER, type BulkAction } from './customViews';
import { ListPagination } from './ListPagination';
import { VersionedBulkDeleteButton } from './VersionedBulkDeleteButton';
import { fieldFor, filtersFor, inputFor } from './fieldViews';
import { useRecordName } from './useRecordName';
import { LandingExportButton } from './LandingExportButton';
import { resourceResolver } from './resourceResolver';
import { useSavedNotice } from './savedNotice';
import { LIST_FILTER_DEBOUNCE_MS } from '../shell/theme/listLayout';
import { SavedViewsButton } from './SavedViewsButton';
import { RowEditButton } from './RowEditButton';
import { SeededDatagrid } from './SeededDatagrid';
import { KeptRowsList } from './KeptRowsList';
import { isListed, LIST_PAGE_SIZE, openingFilter, readableFields, referenceColumns, sortableColumns } from './listColumns';
import { QuickFilters } from './QuickFilters';
import { preloadRecordPage } from './recordPrefetch';
import { lazyWithReport } from '../shell/global/lazyWithReport';

/** A record's address on a map comes with the map's code, fetched when a form with one opens. */
const LocationInput = lazyWithReport(() => import('./LocationInput'));

/** The fields of `resource` this user can read (see readableFields). */
export function useReadableFields(resource: ResourceDeclaration, only?: (field: FieldDeclaration) => boolean): [string, FieldDeclaration][] {
  return readableFields(resource, useConsoleAbility(), only);
}

/** The columns of `resource` that offer this user a sort (see sortableColumns). */
export function useSortableColumns(resource: ResourceDeclaration): ReadonlySet<string> {
  const ability = useConsoleAbility();
  return useMemo(() => sortableColumns(resource, ability), [resource, ability]);
}

type DeclaredAction = 'create' | 'edit' | 'delete';
const isDeclaredAction = (action: string): action is DeclaredAction => ['create', 'edit', 'delete'].includes(action);

/**
 * Whether the declaration offers the action and this user's codes grant its rule, answered at once:
 * DatagridConfigurable records its columns on first render, so an Edit column added when an
 * asynchronous access check answers later is never shown.
 */
function useDeclaredPermission(resource: ResourceDeclaration, action: DeclaredAction): boolean {
  const ability = useConsoleAbility();
  return rulesOf(resource, action).some((rule) => ability.can(...rule));
}

/** The rules that grant an action: editing, as on the server, by the edit rule or a field's own rule (a trip's booking amount). */
const rulesOf = (resource: ResourceDeclaration, action: DeclaredAction): CodeRule[] =>
  action === 'edit' ? editGate(resource) : resource.permissions[action] ? [resource.permissions[action]!] : [];

/** Whether this user may take the declared action on this record (its tenant, its state). */
export const mayTakeAction = (ability: AppAbility, resource: ResourceDeclaration, action: DeclaredAction, record?: object) =>
  rulesOf(resource, action).some(([caslAction, subject]) => canAccessWith(ability, { action: caslAction, resource: subject, record }));

/**
 * react-admin's own buttons and pages ask for 'create', 'edit' and 'delete'; the declaration says
 * which rule grants each (a ride is edited by whoever may assign it), as the server's routes do.
 */
function DeclaredAccess({ resource, children }: { resource: ResourceDeclaration; children: ReactNode }) {
  const authProvider = useAuthProvider();
  const ability = useConsoleAbility();
  const declared = useMemo((): AuthProvider | undefined => authProvider && {
    ...authProvider,
    canAccess: async (params) => {
      if (params.resource !== resource.name || !isDeclaredAction(params.action)) return authProvider.canAccess?.(params) ?? true;
      return mayTakeAction(ability, resource, params.action, params.record);
    },
  }, [authProvider, ability, resource]);
  return <AuthContext.Provider value={declared}>{children}</AuthContext.Provider>;
}

export function RecordHeading({ resource }: { resource: ResourceDeclaration }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const nameOf = useRecordName(resource.name);
  return <SectionHeading>{record ? nameOf(record) : translate(`resources.${resource.name}.name`, { smart_count: 1 })}</SectionHeading>;
}

function ListActions({ resource }: { resource: ResourceDeclaration }) {
  const canCreate = useDeclaredPermission(resource, 'create');
  const ability = useConsoleAbility();
  const canExport = ability.can(...(resource.permissions.export ?? resource.permissions.view));
  const Extra = EXTRA_LIST_ACTIONS[resource.name];
  return (
    <TopToolbar>
      {Extra && <Suspense fallback={null}><Extra /></Suspense>}
      {filterableFields(resource).length > 0 && <FilterButton />}
      <SelectColumnsButton />
      <SavedViewsButton />
      {canCreate && <CreateButton />}
      {canExport && <LandingExportButton resource={resource.name} />}
    </TopToolbar>
  );
}

/** The step a list offers on the records ticked (a bulk approval), if this user may take it. */
function useBulkAction(resource: ResourceDeclaration): BulkAction | undefined {
  const ability = useConsoleAbility();
  const action = BULK_ACTIONS[resource.name];
  return action && action.rules.some((rule) => ability.can(...rule)) ? action : undefined;
}

/** Whether this user may set the list's bulk status field: its own edit rule, or the record's. */
function useBulkStatusAllowed(resource: ResourceDeclaration): boolean {
  const ability = useConsoleAbility();
  const field = resource.bulkStatus ? resource.fields[resource.bulkStatus] : undefined;
  const rule = field?.editRule ?? resource.permissions.edit;
  return Boolean(field && rule && ability.can(...rule));
}

function BulkActions({ action, canDelete, statusOf }: { action?: BulkAction; canDelete: boolean; statusOf?: ResourceDeclaration }) {
  return (
    <>
      {statusOf && <BulkStatusButton resource={statusOf} />}
      {action && <Suspense fallback={null}><action.Button /></Suspense>}
      {canDelete && <VersionedBulkDeleteButton />}
    </>
  );
}

/** A declared entity's list; `heading={false}` where the screen around it has its own title. */
export function ResourceList({ resource, heading = true }: { resource: ResourceDeclaration; heading?: boolean }) {
  const canDelete = useDeclaredPermission(resource, 'delete');
  const canEdit = useDeclaredPermission(resource, 'edit');
  const ability = useConsoleAbility();
  const mayEdit = useMemo(() => (record: RaRecord) => mayTakeAction(ability, resource, 'edit', record), [ability, resource]);
  const bulkAction = useBulkAction(resource);
  const setsStatus = useBulkStatusAllowed(resource);
  const filters = [
    ...(searchableFields(resource).length ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...filterableFields(resource).flatMap((name) => filtersFor(resource.name, name, resource.fields[name], name === resource.opensOnToday)),
  ];
  const { timezone } = useConsoleSession().account.account;
  // Today as the list opens: one object, which react-admin would otherwise read as new defaults on every drawing.
  const filterDefaultValues = useMemo(() => openingFilter(resource, timezone), [resource, timezone]);
  const translate = useTranslate();
  const columns = useReadableFields(resource, isListed);
  const sortable = useSortableColumns(resource);
  const location = useLocation();
  const title = translate(`resources.${resource.name}.name`, { smart_count: 2 });
  // A ride opens in the drawer over its list, which stays where it was (spec 2.11, 4.8).
  const rowClick = SHOW_IN_DRAWER.has(resource.name) ? (id: string | number) => drawerHref(location, `/${resource.name}/${id}/show`, { backText: title }) : 'show';
  // What a row opens is drawn at once when clicked: its code is fetched while the list is looked at.
  useEffect(() => preloadRecordPage(resource.name), [resource.name]);
  const Header = LIST_HEADERS[resource.name];
  // Part of the list's query key: kept the same object while the same columns show.
  const referenceNames = referenceColumns(columns).map(({ source, reference }) => `${source}:${reference}`).join(',');
  const queryOptions = useMemo(() => {
    const prefetch = referenceNames ? referenceNames.split(',').map((pair) => { const [source, reference] = pair.split(':'); return { source, reference }; }) : [];
    return { meta: { prefetch } };
  }, [referenceNames]);
  return (
    <DeclaredAccess resource={resource}>
    {heading && <SectionHeading>{title}</SectionHeading>}
    {Header && <Suspense fallback={null}><Header /></Suspense>}
    <KeptRowsList
      resource={resource.name}
      filters={filters}
      sort={resource.defaultSort}
      filterDefaultValues={filterDefaultValues}
      debounce={LIST_FILTER_DEBOUNCE_MS}
      perPage={LIST_PAGE_SIZE}
      queryOptions={queryOptions}
      pagination={<ListPagination />}
      exporter={false}
      actions={<ListActions resource={resource} />}
    >
      {resource.quickFilters && <QuickFilters resource={resource} />}
      <SeededDatagrid rowClick={rowClick} bulkActionButtons={canDelete || bulkAction || setsStatus ? <BulkActions action={bulkAction} canDelete={canDelete} statusOf={setsStatus ? resource : undefined} /> : false}>
        {columns.map(([name, field]) => fieldFor(name, field, sortable.has(name)))}
        {canEdit && <RowEditButton mayEdit={mayEdit} />}
      </SeededDatagrid>
    </KeptRowsList>
    </DeclaredAccess>
  );
}

/**
 * A record's heading and steps sit inside its card's padding, where its fields (SimpleShowLayout's
 * 8px 16px) and every other card's content (16px) start.
 */
export const SHOW_HEAD_INSET = { px: 2, pt: 2 } as const;

/** The card starts at the top, level with the cards beside it (the ride drawer's map), with no gap kept for absent actions. */
export const SHOW_CARD_AT_TOP = { '& .RaShow-noActions, & .RaEdit-noActions': { mt: 0 } } as const;
const CREATE_CARD_AT_TOP = { '& .RaCreate-noActions': { mt: 0 } } as const;

const KEEP_TYPED = { keepDirtyValues: true } as const;

/** A new record's form is headed by what it makes: "Create Vehicle". */
function NewRecordHeading({ resource }: { resource: ResourceDeclaration }) {
  const translate = useTranslate();
  return <SectionHeading>{translate('ra.page.create', { name: translate(`resources.${resource.name}.name`, { smart_count: 1 }) })}</SectionHeading>;
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

/**
 * The inputs of a form: writable fields the user can read, less the tenant columns the session
 * decides. A field with a rule of its own (a report's raw OCR text) is asked for only from those it
 * allows, the others only from those the form's own rule allows: whoever may set a trip's booking
 * amount alone sees only that.
 */
function useFormInputs(resource: ResourceDeclaration, fixed: Record<string, unknown>, formRule: CodeRule) {
  const ability = useConsoleAbility();
  const mayChange = (field: FieldDeclaration) => ability.can(...(field.editRule ?? formRule));
  const inputs = useReadableFields(resource, (field) => !field.readOnly && mayChange(field)).filter(([name]) => !(name in fixed));
  const { location } = resource;
  // A record's address and its point are entered together, on a map (LocationInput).
  const located = location && [location.address, location.lat, location.lng].every((name) => inputs.some(([input]) => input === name));
  return inputs.flatMap(([name, field]) => {
    if (!located) return [inputFor(name, field)];
    if (name === location.lat || name === location.lng) return [];
    if (name !== location.address) return [inputFor(name, field)];
    return [<Suspense key={name} fallback={null}><LocationInput location={location} address={field} lat={resource.fields[location.lat]} lng={resource.fields[location.lng]} /></Suspense>];
  });
}

/**
 * A form shown beside a list rather than as a page of its own (the drivers-and-monitors editor): the
 * record it edits, and what follows a save instead of react-admin's notice and redirect.
 */
interface PanelForm {
  id?: Identifier;
  onSaved?: (record: RaRecord) => void;
}

export function ResourceEdit({ resource, id, onSaved }: { resource: ResourceDeclaration } & PanelForm) {
  const inputs = useFormInputs(resource, useTenantDefaults(resource), resource.permissions.edit!);
  const resolver = useMemo(() => resourceResolver(resource), [resource]);
  const savedNotice = useSavedNotice(resource, 'list');
  return (
    <DeclaredAccess resource={resource}>
      <Edit resource={resource.name} id={id} mutationMode="pessimistic" mutationOptions={{ onSuccess: onSaved ?? savedNotice }} sx={SHOW_CARD_AT_TOP}>
        <Box sx={SHOW_HEAD_INSET}><RecordHeading resource={resource} /></Box>
        {/* The record read afresh after the form opened (a slow network) keeps what was typed meanwhile. */}
        <SimpleForm resolver={resolver} resetOptions={KEEP_TYPED}>{inputs}</SimpleForm>
      </Edit>
    </DeclaredAccess>
  );
}

export function ResourceCreate({ resource, onSaved }: { resource: ResourceDeclaration } & PanelForm) {
  const fixed = useTenantDefaults(resource);
  const inputs = useFormInputs(resource, fixed, resource.permissions.create!);
  const resolver = useMemo(() => resourceResolver(resource), [resource]);
  const savedNotice = useSavedNotice(resource, 'show');
  return (
    <DeclaredAccess resource={resource}>
      <Create resource={resource.name} mutationOptions={{ onSuccess: onSaved ?? savedNotice }} sx={CREATE_CARD_AT_TOP}>
        <Box sx={SHOW_HEAD_INSET}><NewRecordHeading resource={resource} /></Box>
        <SimpleForm resolver={resolver} defaultValues={fixed}>{inputs}</SimpleForm>
      </Create>
    </DeclaredAccess>
  );
}
