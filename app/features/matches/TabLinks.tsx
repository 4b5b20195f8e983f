import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';

/** The id of a tab of the tab list whose panel is `panelId` (the panel is labelled by it). */
export const tabId = (panelId: string, id: string) => `${panelId}-tab-${id}`;

/**
 * Arrow keys, Home and End move the focus along a tab list (WAI-ARIA tabs, manual activation: Enter
 * or Space opens the focused tab's address); the arrows follow the reading direction, so in Arabic
 * the left arrow goes to the next tab.
 */
function onTabKey(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const at = tabs.indexOf(event.target as HTMLAnchorElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: number | null = null;
  if (step !== undefined) next = (at + step + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  else if (event.key === ' ') {
    event.preventDefault();
    tabs[at]?.click();
    return;
  }
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * A row of tabs that are links (each tab has its own address and works before the page's script
 * runs); the current one carries `aria-current`. A row wider than the screen scrolls sideways with a
 * fade and an arrow on the side that has more, the current tab scrolled into view (ScrollHint).
 *
 * Given the id of the panel they switch (`panelId`), they are WAI-ARIA tabs instead: a tab list whose
 * tabs name the panel (`aria-controls`, the panel `aria-labelledby` the current tab), the current one
 * `aria-selected` and the only one in the Tab order, the others reached with the arrow keys.
 */
export function TabLinks(props: {
  label: string;
  tabs: readonly { id: string; href: string; text: ReactNode }[];
  current: string;
  className?: string;
  panelId?: string;
}) {
  const { panelId } = props;
  const items = (
    <ScrollHint>
      <ul
        role={panelId ? 'tablist' : undefined}
        aria-label={panelId ? props.label : undefined}
        onKeyDown={panelId ? onTabKey : undefined}
      >
        {props.tabs.map((tab) => {
          const current = tab.id === props.current;
          return (
            <li key={tab.id} role={panelId ? 'presentation' : undefined}>
              <Link
                to={tab.href}
                data-tab={tab.id}
                preventScrollReset
                {...(panelId
                  ? {
                      role: 'tab',
                      id: tabId(panelId, tab.id),
                      'aria-selected': current,
                      'aria-controls': panelId,
                      tabIndex: current ? 0 : -1,
                    }
                  : { 'aria-current': current ? 'true' : undefined })}
              >
                {tab.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </ScrollHint>
  );
  return panelId ? (
    <div className={`tab-links ${props.className ?? ''}`}>{items}</div>
  ) : (
    <nav className={`tab-links ${props.className ?? ''}`} aria-label={props.label}>
      {items}
    </nav>
  );
}
