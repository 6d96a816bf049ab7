/**
 * Saved views (issue "lists a dispatcher can work in all day"): a list's filters, order, page size
 * and columns kept under a name, per user and list, on the server so that they follow the user to
 * any browser. `GET /api/saved-views?resource=`, `POST /api/saved-views` (a name already used for the
 * list replaces that view), `DELETE /api/saved-views/:id?version=`.
 */
export interface ViewParams {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** The list's chosen columns, as its column chooser keeps them. */
  columns?: string[];
}

export interface SavedView {
  id: number;
  resource: string;
  name: string;
  params: ViewParams;
  version: number;
}

export interface SaveViewRequest {
  resource: string;
  name: string;
  params: ViewParams;
}

export const VIEW_NAME_MAX_LENGTH = 80;
/** Views one user may keep per list. */
export const MAX_VIEWS_PER_LIST = 30;
/** The largest a view's params may be, written as JSON. */
export const MAX_VIEW_PARAMS_BYTES = 4096;
