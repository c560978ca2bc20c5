/** A page's title bar. */
import type { ReactNode } from 'react';

export function PageBar({ title }: { title: ReactNode }) {
  return (
    <header className="bar">
      <div className="bar__titles">
        <h1>{title}</h1>
      </div>
    </header>
  );
}
