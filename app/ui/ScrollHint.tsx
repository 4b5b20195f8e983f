import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import './scroll-hint.css';

/**
 * A row that scrolls sideways (tabs, a wide table) with a visible hint where more of it hides: the
 * edge fades and an arrow appears on the side that has more. The row is the wrapper's first child,
 * the element that scrolls. The arrows are a pointer's shortcut (hidden from assistive technology and
 * the Tab order: the row's own items stay reachable with the keyboard, and focusing one scrolls it
 * into view). Sides are logical, so Arabic mirrors. The row's current item (`aria-current`) is
 * scrolled into view when the row mounts, unless the row was already scrolled before then.
 *
 * A wide table passes `className="scroll-hint--table"` (the arrows' chevrons sit by its head rather
 * than its middle) and, when its first columns stay in view (`position: sticky`), `sticky`: a
 * selector of their head cells inside the row, so the start's fade begins after them instead of
 * covering them.
 */
export function ScrollHint({
  children,
  className,
  sticky,
}: {
  children: ReactNode;
  className?: string;
  sticky?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  // How far the sticky start columns reach into the row, in px (0: none).
  const [stuck, setStuck] = useState(0);

  useEffect(() => {
    const scroller = ref.current?.firstElementChild as HTMLElement | null;
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      // Right-to-left rows count scrollLeft from 0 at the start down to -max at the end.
      const at = Math.abs(scroller.scrollLeft);
      const next = { start: at > 1, end: max - at > 1 };
      setEdges((before) => (before.start === next.start && before.end === next.end ? before : next));
      // How far the columns that stay in view reach from the row's start edge.
      let reach = 0;
      if (sticky) {
        const box = scroller.getBoundingClientRect();
        const rtl = getComputedStyle(scroller).direction === 'rtl';
        for (const column of scroller.querySelectorAll<HTMLElement>(sticky)) {
          const cell = column.getBoundingClientRect();
          reach = Math.max(reach, rtl ? box.right - cell.left : cell.right - box.left);
        }
      }
      setStuck(Math.max(0, Math.round(reach)));
    };
    const current = scroller.querySelector<HTMLElement>('[aria-current="true"], [aria-current="page"]');
    // Only a row nobody has moved yet: the server's HTML can be scrolled (a finger, or a tap on a
    // hidden tab that scrolls it into view) before the script runs, and moving the row under a tap
    // sends it to another tab or to nothing. Until the viewer moves it, the current item stays in
    // view when the row's items change width (a tab's count updated after hydration).
    let followCurrent = current !== null && Math.abs(scroller.scrollLeft) <= 1;
    const reveal = () => {
      if (!current || !followCurrent) return;
      const item = current.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      if (item.right > box.right) scroller.scrollLeft += item.right - box.right + 32;
      else if (item.left < box.left) scroller.scrollLeft -= box.left - item.left + 32;
    };
    const moved = () => {
      followCurrent = false;
    };
    const byHand = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const name of byHand) scroller.addEventListener(name, moved, { passive: true });
    const wrapper = ref.current;
    wrapper?.addEventListener('click', moved);
    reveal();
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(() => {
      reveal();
      update();
    });
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    return () => {
      scroller.removeEventListener('scroll', update);
      for (const name of byHand) scroller.removeEventListener(name, moved);
      wrapper?.removeEventListener('click', moved);
      observer.disconnect();
    };
  }, [sticky]);

  const scroll = (toEnd: boolean) => {
    const scroller = ref.current?.firstElementChild as HTMLElement | null;
    if (!scroller) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    const max = scroller.scrollWidth - scroller.clientWidth;
    const at = Math.abs(scroller.scrollLeft);
    const left = toEnd ? max - at : at;
    // Most of a width per press; a last short stretch (under an arrow's width) goes in the same one.
    let step = Math.max(80, scroller.clientWidth * 0.7);
    if (left - step < 48) step = left;
    scroller.scrollBy({ left: step * (toEnd ? 1 : -1) * (rtl ? -1 : 1), behavior: 'smooth' });
  };

  return (
    <div
      ref={ref}
      className={`scroll-hint ${className ?? ''}`}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
      style={stuck > 0 ? ({ '--scroll-hint-stuck': `${stuck}px` } as CSSProperties) : undefined}
    >
      {children}
      <button
        type="button"
        className="scroll-hint__arrow scroll-hint__arrow--start"
        tabIndex={-1}
        aria-hidden="true"
        hidden={!edges.start}
        onClick={() => scroll(false)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="icon">
          <path d="m15 6-6 6 6 6" />
        </svg>
      </button>
      <button
        type="button"
        className="scroll-hint__arrow scroll-hint__arrow--end"
        tabIndex={-1}
        aria-hidden="true"
        hidden={!edges.end}
        onClick={() => scroll(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="icon">
          <path d="m9 6 6 6-6 6" />
        </svg>
      </button>
    </div>
  );
}
