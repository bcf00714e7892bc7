/** Decorative pictures of the welcome tiles (24×24, stroke in currentColor); the tile text names them. */
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const QuizGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </Glyph>
);

export const NewsGlyph = () => (
  <Glyph>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2h-1" />
    <path d="M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
  </Glyph>
);

export const CompanyGlyph = () => (
  <Glyph>
    <path d="M4 20V6l7-3v17M11 8h9v12M2 20h20" />
    <path d="M7 9v.01M7 12v.01M7 15v.01M15 12v.01M15 15v.01M18 12v.01M18 15v.01" />
  </Glyph>
);
