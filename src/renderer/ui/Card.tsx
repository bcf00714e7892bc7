import type { ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  children: ReactNode;
  /** Optional heading; give `headingLevel` so the page outline stays right (default h2). */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the bottom (e.g. 'Quiz starten'). */
  footer?: ReactNode;
  /** The element: li inside a list of cards, article for a self-contained item, div (default) otherwise. */
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
}

/** A white surface with rounded corners that groups one thing: a module, a course, a form. */
export function Card({
  children,
  title,
  headingLevel = 2,
  footer,
  as: Element = 'div',
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={['ui-card', className].filter(Boolean).join(' ')}>
      {title && <Heading className="ui-card__title">{title}</Heading>}
      <div className="ui-card__body">{children}</div>
      {footer && <div className="ui-card__footer">{footer}</div>}
    </Element>
  );
}
