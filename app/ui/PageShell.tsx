import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';

/** A page's heading, an optional lead, and its content, or the empty state while there is none. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <article className="page">
      <header className="page__head">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </header>
      <div className="page__body">{children ?? <EmptyState />}</div>
    </article>
  );
}
