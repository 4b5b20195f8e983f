import type { ReactNode } from 'react';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';

/**
 * A row of tabs that are links (each tab has its own address and works before the page's script
 * runs); the current one carries `aria-current`. A row wider than the screen scrolls sideways with a
 * fade and an arrow on the side that has more, the current tab scrolled into view (ScrollHint).
 */
export function TabLinks(props: {
  label: string;
  tabs: readonly { id: string; href: string; text: ReactNode }[];
  current: string;
  className?: string;
}) {
  return (
    <nav className={`tab-links ${props.className ?? ''}`} aria-label={props.label}>
      <ScrollHint>
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
      </ScrollHint>
    </nav>
  );
}
