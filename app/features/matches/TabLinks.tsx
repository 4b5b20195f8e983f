import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A row of tabs that are links (each tab has its own address and works before the page's script
 * runs); the current one carries `aria-current`.
 */
export function TabLinks(props: {
  label: string;
  tabs: readonly { id: string; href: string; text: ReactNode }[];
  current: string;
  className?: string;
}) {
  return (
    <nav className={`tab-links ${props.className ?? ''}`} aria-label={props.label}>
      <ul>
        {props.tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.href}
              aria-current={tab.id === props.current ? 'true' : undefined}
              data-tab={tab.id}
              preventScrollReset
            >
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
