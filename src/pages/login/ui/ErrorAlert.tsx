import type { ReactNode } from 'react';

/** The critical alert of a page: a failed sign-in or a refused request. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p className="public-alert" role="alert">
      {children}
    </p>
  );
}
