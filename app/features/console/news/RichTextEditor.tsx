/**
 * The news body's editor: a `contentEditable` area with a small toolbar (bold, italic, headings,
 * quote, lists, links, pictures uploaded through the image call). What it produces is only a draft:
 * the server sanitises it (server/media/html.ts) before anything is stored. Pasting inserts plain
 * text, so nothing a clipboard carries (scripts, handlers, tracking pixels) enters the editor's page.
 * No editor library: the console page stays light (issue 15 asks for editors only where needed).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

type Command =
  | { kind: 'exec'; command: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink' }
  | { kind: 'block'; tag: 'h2' | 'h3' | 'p' | 'blockquote' };

const TOOLS: { key: string; command: Command }[] = [
  { key: 'bold', command: { kind: 'exec', command: 'bold' } },
  { key: 'italic', command: { kind: 'exec', command: 'italic' } },
  { key: 'h2', command: { kind: 'block', tag: 'h2' } },
  { key: 'h3', command: { kind: 'block', tag: 'h3' } },
  { key: 'paragraph', command: { kind: 'block', tag: 'p' } },
  { key: 'quote', command: { kind: 'block', tag: 'blockquote' } },
  { key: 'bullets', command: { kind: 'exec', command: 'insertUnorderedList' } },
  { key: 'numbers', command: { kind: 'exec', command: 'insertOrderedList' } },
  { key: 'unlink', command: { kind: 'exec', command: 'unlink' } },
];

export function RichTextEditor(props: {
  /** The HTML the editor starts from (read once). */
  initial: string;
  onChange: (html: string) => void;
  /** Uploads a picture; its stored path, or null. */
  upload: (file: File) => Promise<string | null>;
  labelId: string;
}) {
  const { t } = useTranslation('news');
  const area = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const { initial, onChange } = props;

  useEffect(() => {
    if (area.current && area.current.innerHTML === '') area.current.innerHTML = initial;
  }, [initial]);

  function run(command: Command) {
    area.current?.focus();
    if (command.kind === 'exec') document.execCommand(command.command);
    else document.execCommand('formatBlock', false, command.tag);
    onChange(area.current?.innerHTML ?? '');
  }

  function link() {
    const href = window.prompt(t('console.editor.linkPrompt'), 'https://');
    if (!href || !/^(https?:\/\/|\/|mailto:)/i.test(href.trim())) return;
    area.current?.focus();
    document.execCommand('createLink', false, href.trim());
    onChange(area.current?.innerHTML ?? '');
  }

  async function picture(chosen: File | undefined) {
    if (!chosen) return;
    const path = await props.upload(chosen);
    if (!path) return;
    area.current?.focus();
    document.execCommand('insertImage', false, path);
    onChange(area.current?.innerHTML ?? '');
  }

  return (
    <div className="news-editor">
      <div className="news-editor__tools" role="toolbar" aria-label={t('console.editor.toolbar')}>
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {t(`console.editor.tools.${tool.key}`)}
          </button>
        ))}
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={link}>
          {t('console.editor.tools.link')}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {t('console.editor.tools.image')}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => {
            void picture(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={area}
        className="news-editor__area"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={props.labelId}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        dir="auto"
        onInput={() => onChange(area.current?.innerHTML ?? '')}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
