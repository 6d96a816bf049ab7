import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { DatagridConfigurable, useResourceContext, useStoreContext, useTranslate, type DatagridConfigurableProps } from 'react-admin';

interface ConfigurableColumn {
  index: string;
  source?: string;
  label?: string;
}

/**
 * react-admin's DatagridConfigurable, knowing its columns from its first drawing. Left to itself it
 * learns them in an effect, after drawing every row without cells once; a page drawn on the server,
 * which has no effects, would keep them so. They are put in the store before it reads them — as it
 * would put them, the same for the same children — unless the store has them already.
 */
export function SeededDatagrid({ children, ...props }: DatagridConfigurableProps & { children: ReactNode }) {
  const store = useStoreContext();
  const translate = useTranslate();
  const key = `preferences.${useResourceContext()}.datagrid.availableColumns`;
  useState(() => {
    if (store.getItem<ConfigurableColumn[]>(key)?.length) return;
    const columns = Children.toArray(children).filter(isValidElement).map((child, index): ConfigurableColumn => {
      const { source, label } = (child as ReactElement<{ source?: string; label?: unknown }>).props;
      if (typeof label === 'string') return { index: String(index), source, label };
      return { index: String(index), source, label: source ? undefined : translate('ra.configurable.Datagrid.unlabeled', { column: index, _: 'Unlabeled column #%{column}' }) };
    });
    store.setItem(key, columns);
  });
  return <DatagridConfigurable {...props}>{children}</DatagridConfigurable>;
}
