import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * A post's images in a grid (one large, two side by side, else three a row); each opens the viewer
 * at full size. The thumbnails are links to the image, so they work before the page's script runs.
 */
export function ImageGrid({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const layout = count === 1 ? 'one' : count === 2 || count === 4 ? 'two' : 'three';
  return (
    <>
      <ul className={`post-images post-images--${layout}`} aria-label={t('images.label')}>
        {images.map((src, index) => (
          <li key={src}>
            <a
              href={src}
              className="post-images__link"
              aria-label={t('images.open', { index: index + 1, count })}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && <ImageViewer images={images} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * The images at full size in a modal dialog: previous and next (buttons, and the arrow keys in the
 * reading direction), Escape or the close button to leave.
 */
function ImageViewer({
  images,
  start,
  onClose,
}: {
  images: readonly string[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  const [index, setIndex] = useState(start);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((at) => (at + step + count) % count);

  function onKey(event: KeyboardEvent<HTMLDialogElement>) {
    if (count < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
  }

  return (
    <dialog
      ref={(node) => {
        dialog.current = node;
        if (node && !node.open) node.showModal();
      }}
      className="post-viewer"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKey}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="post-viewer__bar">
        <h2 id={titleId} className="post-viewer__title">
          {t('images.viewer')}{' '}
          <span className="post-viewer__position">{t('images.position', { index: index + 1, count })}</span>
        </h2>
        <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
          {t('images.close')}
        </button>
      </div>
      <img
        className="post-viewer__image"
        src={images[index]}
        alt={t('images.position', { index: index + 1, count })}
      />
      {count > 1 && (
        <div className="post-viewer__nav">
          <button type="button" className="button button--quiet" onClick={() => go(-1)}>
            {t('images.previous')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => go(1)}>
            {t('images.next')}
          </button>
        </div>
      )}
    </dialog>
  );
}
