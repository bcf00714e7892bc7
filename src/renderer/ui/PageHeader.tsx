import type { ReactNode } from 'react';
import './PageHeader.css';

export interface PageHeaderProps {
  /** The page's heading. The top bar holds the h1, so this is an h2 unless `level` says otherwise. */
  title: string;
  level?: 1 | 2;
  /** A short intro below the heading. */
  description?: ReactNode;
  /** Buttons aligned to the right of the heading. */
  actions?: ReactNode;
  className?: string;
}

/** The heading block at the top of a page's content. */
export function PageHeader({ title, level = 2, description, actions, className }: PageHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <header className={['ui-page-header', className].filter(Boolean).join(' ')}>
      <div className="ui-page-header__text">
        <Heading className="ui-page-header__title">{title}</Heading>
        {description && <div className="ui-page-header__description">{description}</div>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}
