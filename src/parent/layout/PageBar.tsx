/** A page's title bar, with what the page offers beside its title (the home page's way to the settings). */
import type { ReactNode } from 'react';

export function PageBar({ title, end }: { title: ReactNode; end?: ReactNode }) {
  return (
    <header className="bar">
      <div className="bar__titles">
        <h1>{title}</h1>
      </div>
      {end}
    </header>
  );
}
