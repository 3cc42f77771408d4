/**
 * The post editor (spec part 2 "New post page"): Write and Preview tabs and the formatting buttons
 * bold, italic, link, bullet, numbered, quote and heading, which write Markdown into the text
 * (Ctrl/Cmd+B and +I too). Preview asks the server to render the text with the same code and
 * sanitiser as a published post, so what is shown is exactly what others will see.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Bold,
  Eye,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  LoaderCircle,
  PencilLine,
  Quote,
  type LucideIcon,
} from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { errorText } from '@/lib/error-words';
import { useMarkdownPreview } from '../api/preview-markdown';
import { MARKDOWN_FORMATS, applyFormat, type MarkdownFormat } from '../lib/markdown-toolbar';
import { SanitizedHtml } from './sanitized-html';

type EditorTab = 'write' | 'preview';

function editorTabs(intl: IntlShape): readonly TabItem<EditorTab>[] {
  return [
    {
      key: 'write',
      label: intl.formatMessage({ id: 'forum.editor.write', defaultMessage: 'Write' }),
      icon: PencilLine,
    },
    { key: 'preview', label: intl.formatMessage({ id: 'forum.editor.preview', defaultMessage: 'Preview' }), icon: Eye },
  ];
}

const BUTTON_WORDS: Readonly<Record<MarkdownFormat, MessageDescriptor>> = defineMessages({
  bold: { id: 'forum.editor.bold', defaultMessage: 'Bold' },
  italic: { id: 'forum.editor.italic', defaultMessage: 'Italic' },
  link: { id: 'forum.editor.link', defaultMessage: 'Link' },
  bullet: { id: 'forum.editor.bullet', defaultMessage: 'Bulleted list' },
  numbered: { id: 'forum.editor.numbered', defaultMessage: 'Numbered list' },
  quote: { id: 'forum.editor.quote', defaultMessage: 'Quote' },
  heading: { id: 'forum.editor.heading', defaultMessage: 'Heading' },
});

const BUTTONS: Readonly<Record<MarkdownFormat, { icon: LucideIcon; shortcut?: string }>> = {
  bold: { icon: Bold, shortcut: 'b' },
  italic: { icon: Italic, shortcut: 'i' },
  link: { icon: Link2 },
  bullet: { icon: List },
  numbered: { icon: ListOrdered },
  quote: { icon: Quote },
  heading: { icon: Heading2 },
};

interface MarkdownEditorProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly hint?: string;
  readonly minLength: number;
  readonly maxLength: number;
  /** The tab ids must be unique on the page. */
  readonly idPrefix: string;
  readonly rows?: number;
}

export function MarkdownEditor({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  minLength,
  maxLength,
  idPrefix,
  rows = 12,
}: MarkdownEditorProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<EditorTab>('write');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The selection a format leaves, put in place as soon as React has committed the new text and
  // before the browser handles the next key: deferring it to a later frame let a fast typist's
  // first character land before the caret moved.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;

  const format = (kind: MarkdownFormat) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = applyFormat(kind, {
      value,
      selectionStart: textarea.selectionStart,
      selectionEnd: textarea.selectionEnd,
    });
    if (next.value === value) {
      textarea.focus();
      textarea.setSelectionRange(next.selectionStart, next.selectionEnd);
      return;
    }
    pendingSelection.current = { start: next.selectionStart, end: next.selectionEnd };
    onChange(next.value);
  };

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (!selection || !textarea || textarea.value !== value) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const kind = MARKDOWN_FORMATS.find((candidate) => BUTTONS[candidate].shortcut === event.key.toLowerCase());
    if (!kind) return;
    event.preventDefault();
    format(kind);
  };

  return (
    <div className="field forum-editor">
      <div className="field-head">
        <span id={labelId} className="field-label">
          {label}
        </span>
        <span id={countId} className="field-count">
          <FormattedMessage
            id="forum.editor.count"
            defaultMessage="{length, number}/{max, number}"
            values={{ length: value.trim().length, max: maxLength }}
          />
        </span>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <Tabs
        label={intl.formatMessage({ id: 'forum.editor.tabs', defaultMessage: '{label}: write or preview' }, { label })}
        idPrefix={idPrefix}
        tabs={editorTabs(intl)}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'write' ? (
          <>
            <div
              className="forum-toolbar"
              role="toolbar"
              aria-label={intl.formatMessage({ id: 'forum.editor.formatting', defaultMessage: 'Formatting' })}
              aria-controls={id}
            >
              {MARKDOWN_FORMATS.map((kind) => {
                const { icon: Icon, shortcut } = BUTTONS[kind];
                const buttonLabel = intl.formatMessage(BUTTON_WORDS[kind]);
                return (
                  <button
                    key={kind}
                    type="button"
                    className="forum-toolbar-button"
                    aria-label={buttonLabel}
                    title={
                      shortcut
                        ? intl.formatMessage(
                            { id: 'forum.editor.shortcut', defaultMessage: '{label} (Ctrl+{key})' },
                            { label: buttonLabel, key: shortcut.toUpperCase() },
                          )
                        : buttonLabel
                    }
                    onClick={() => format(kind)}
                  >
                    <Icon aria-hidden="true" size={18} />
                  </button>
                );
              })}
            </div>
            <textarea
              ref={textareaRef}
              id={id}
              name={name}
              className="field-input field-textarea forum-editor-text"
              dir="auto"
              rows={rows}
              required
              minLength={minLength}
              maxLength={maxLength}
              aria-labelledby={labelId}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint ? hintId : null, error ? errorId : null, countId].filter(Boolean).join(' ')}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </>
        ) : (
          <Preview content={value} />
        )}
      </Tabs>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Preview({ content }: { readonly content: string }) {
  const intl = useIntl();
  const preview = useMarkdownPreview(content, true);
  if (content.trim() === '')
    return (
      <p className="muted forum-preview-empty">
        <FormattedMessage id="forum.editor.nothing" defaultMessage="Nothing to preview yet." />
      </p>
    );
  if (preview.isPending) {
    return (
      <p className="muted forum-preview-empty" role="status">
        <LoaderCircle className="spin" aria-hidden="true" size={18} />
        <FormattedMessage id="forum.editor.rendering" defaultMessage="Rendering the preview…" />
      </p>
    );
  }
  if (preview.isError) {
    return (
      <p className="field-error" role="alert">
        <FormattedMessage
          id="forum.editor.previewFailed"
          defaultMessage="Could not render the preview: {reason}"
          values={{ reason: errorText(intl, preview.error) }}
        />
      </p>
    );
  }
  return <SanitizedHtml className="forum-content forum-preview" html={preview.data.html} />;
}
