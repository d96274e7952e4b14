/**
 * A small accessible rich-text editor for organiser-written HTML (descriptions, plan texts, pages): an
 * editable region (role textbox, multi-line, labelled), a toolbar of named buttons and an "Edit HTML" mode
 * with a plain textarea. What it shows is sanitised; the server sanitises again before it stores anything.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { sanitizeHtml } from '../../../components/safe-html';
import { fieldErrorId, FieldError } from '../../../components/form-field';
import { useAdminFormT } from '../i18n-form';
import {
  emptyToBlank,
  focusKeepingSelection,
  setBlock,
  setLink,
  toggleInline,
  toggleList,
} from './rich-text-commands';
import './rich-text-editor.css';

type Command = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers';

// The toolbar shows icons, not text: the letters B, I and H are symbols drawn by the style sheet (the
// glyph's `content`), so the button's name is its label alone. As text they would be the button's visible
// label, which must be part of its accessible name (WCAG 2.5.3, axe label-content-name-mismatch), and "B"
// is not a word of "Bold"; WCAG treats a letter used as an icon as an icon.
const glyph = (name: 'bold' | 'italic' | 'heading') => (
  <span className={`rich-editor__glyph rich-editor__glyph--${name}`} aria-hidden="true" />
);

/** Each button's name (a key of the adminForm area), its icon and its shortcut's key with Control. */
const COMMANDS: ReadonlyArray<{ command: Command; label: string; text: ReactNode; key?: string }> = [
  { command: 'bold', label: 'adminForm.rich.bold', text: glyph('bold'), key: 'B' },
  { command: 'italic', label: 'adminForm.rich.italic', text: glyph('italic'), key: 'I' },
  { command: 'heading', label: 'adminForm.rich.heading', text: glyph('heading') },
  { command: 'bullets', label: 'adminForm.rich.bullets', text: <span aria-hidden="true">•</span> },
  { command: 'numbers', label: 'adminForm.rich.numbers', text: <NumberedListIcon /> },
];

function NumberedListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3.5M3.5 13.5a1.5 1.5 0 1 1 2.6 1L3.5 17.5H7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useAdminFormT();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const linkFieldId = useId();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [htmlMode, setHtmlMode] = useState(false);
  const [linking, setLinking] = useState(false);
  const [linkAddress, setLinkAddress] = useState('https://');
  const [linkError, setLinkError] = useState<string | undefined>();

  // The editable region follows the value unless it already shows it (typing must not move the caret).
  useLayoutEffect(() => {
    const root = editor.current;
    if (!root || htmlMode) return;
    if (root.innerHTML !== value) root.innerHTML = sanitizeHtml(value);
  }, [value, htmlMode]);

  const emit = () => {
    const root = editor.current;
    if (root) onChange(emptyToBlank(root));
  };

  const run = (command: Command) => {
    const root = editor.current;
    if (!root || disabled) return;
    focusKeepingSelection(root);
    const changed =
      command === 'bold'
        ? toggleInline(root, 'strong')
        : command === 'italic'
          ? toggleInline(root, 'em')
          : command === 'heading'
            ? setBlock(root, 'h3')
            : toggleList(root, command === 'bullets' ? 'ul' : 'ol');
    if (changed) emit();
  };

  const openLink = () => {
    const root = editor.current;
    if (!root || disabled) return;
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current = range && root.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    setLinkAddress('https://');
    setLinkError(undefined);
    setLinking(true);
  };

  const applyLink = () => {
    const root = editor.current;
    const href = normaliseHref(linkAddress);
    if (!href) {
      setLinkError(t('adminForm.rich.linkError'));
      return;
    }
    if (root) {
      focusKeepingSelection(root, savedRange.current);
      if (setLink(root, savedRange.current, href)) emit();
    }
    setLinking(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      run(key === 'b' ? 'bold' : 'italic');
    }
  };

  const describedBy = [error ? fieldErrorId(id) : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={`rich-editor mb-3${error ? ' rich-editor--invalid' : ''}`}>
      <div id={labelId} className="form-label">
        {label}
      </div>
      <div
        className="rich-editor__toolbar"
        role="toolbar"
        aria-label={t('adminForm.rich.toolbar', { label })}
      >
        {COMMANDS.map((item) => (
          <button
            key={item.command}
            type="button"
            className="btn btn-sm rich-editor__button"
            aria-label={t(item.label)}
            title={
              item.key
                ? t('adminForm.rich.withShortcut', { label: t(item.label), key: item.key })
                : t(item.label)
            }
            aria-keyshortcuts={item.key ? `Control+${item.key}` : undefined}
            disabled={htmlMode || disabled}
            // Keeps the selection in the editable region.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command)}
          >
            {item.text}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-sm rich-editor__button"
          aria-label={t('adminForm.rich.link')}
          title={t('adminForm.rich.link')}
          aria-expanded={linking}
          disabled={htmlMode || disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2a1 1 0 0 1-1.4-1.4l2-2a1 1 0 1 0-1.4-1.4l-3.5 3.5a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2a1 1 0 0 1 1.4 1.4l-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z"
              fill="currentColor"
            />
          </svg>
        </button>
        <button
          type="button"
          className="btn btn-sm rich-editor__button rich-editor__mode"
          aria-pressed={htmlMode}
          disabled={disabled}
          onClick={() => {
            setLinking(false);
            setHtmlMode((on) => !on);
          }}
        >
          {t('adminForm.rich.editHtml')}
        </button>
      </div>
      {linking && (
        <div className="rich-editor__link" role="group" aria-label={t('adminForm.rich.addLink')}>
          <label htmlFor={linkFieldId} className="form-label">
            {t('adminForm.rich.linkAddress')}
          </label>
          <div className="input-group input-group-sm">
            <input
              id={linkFieldId}
              type="url"
              className={`form-control${linkError ? ' is-invalid' : ''}`}
              value={linkAddress}
              // Opened on purpose by the Link button: the address is what comes next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? fieldErrorId(linkFieldId) : undefined}
              onChange={(event) => setLinkAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') setLinking(false);
              }}
            />
            <button type="button" className="btn btn-primary" onClick={applyLink}>
              {t('adminForm.rich.applyLink')}
            </button>
            <button type="button" className="btn btn-outline-light" onClick={() => setLinking(false)}>
              {t('adminForm.rich.cancel')}
            </button>
          </div>
          <FieldError id={linkFieldId} message={linkError} />
        </div>
      )}
      {htmlMode ? (
        <textarea
          id={id}
          className={`form-control rich-editor__source${error ? ' is-invalid' : ''}`}
          aria-label={t('adminForm.rich.html', { label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          rows={10}
          value={value}
          disabled={disabled}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      ) : (
        <div
          id={id}
          ref={editor}
          className={`form-control rich-editor__area rich-text${error ? ' is-invalid' : ''}`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      )}
      {hint && !error && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A web or e-mail address for a link; a bare host gets https://. Null when it cannot be one. */
export function normaliseHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || text === 'https://' || text === 'http://') return null;
  if (/^(https?:\/\/|mailto:|\/|#)/i.test(text)) return /\s/.test(text) ? null : text;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  return null;
}
