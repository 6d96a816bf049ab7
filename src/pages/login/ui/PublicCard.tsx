import type { ReactNode } from 'react';
import type { Translate } from '../../../i18n/translator';
import '../publicPages.css';
import { LanguageSelect } from './LanguageSelect';

interface PublicCardProps {
  translate: Translate;
  title: string;
  subtitle?: string;
  /** Shows the progress bar along the card's top edge. */
  loading?: boolean;
  /** A message across the top of the page, outside the card. */
  banner?: ReactNode;
  children?: ReactNode;
}

/** The frame of every sign-in page: logo, heading and a white card in the middle of the page. */
export function PublicCard({ translate, title, subtitle, loading = false, banner, children }: PublicCardProps) {
  return (
    <main className="public-page">
      {banner}
      <section className="public-card" aria-busy={loading}>
        {loading && <div className="public-progress" role="progressbar" aria-label={translate('common.loading')} />}
        <img className="public-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>{title}</h1>
        {subtitle && <p className="public-subtitle">{subtitle}</p>}
        {children}
        <LanguageSelect translate={translate} />
      </section>
    </main>
  );
}
