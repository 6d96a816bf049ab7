import type { TranslateFunction } from 'react-admin';
import type { MenuItemDefinition } from '../../../permissions/menu';

export interface MenuItemTexts {
  label: string;
  /** What tells the item apart from another of the same label: "Vendors" under "Employees". */
  detail?: string;
  /** The label with its detail, "Employees — Vendors": the item's tooltip and its name in "Go to page". */
  fullName: string;
}

/** The texts of a menu item: its label (as spec 2.4 names it) and, where two share it, its detail. */
export function menuItemTexts(translate: TranslateFunction, item: Pick<MenuItemDefinition, 'key' | 'detail'>): MenuItemTexts {
  const label = translate(`shell.menu.${item.key}`);
  if (!item.detail) return { label, fullName: label };
  const detail = translate(`shell.menuDetail.${item.detail}`);
  return { label, detail, fullName: translate('shell.menuDetail.tooltip', { label, detail }) };
}
