import type { ReactNode } from 'react';
import { ScrollHint } from '../../ui/ScrollHint.tsx';

/** A table wider than a phone: it scrolls inside its card, with a hint, and keyboards can reach it. */
export function LibraryScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollHint className="scroll-hint--table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
      <section className="library-scroll" aria-label={label} tabIndex={0}>
        {children}
      </section>
    </ScrollHint>
  );
}
