// The SQL console's editor: CodeMirror 6 with PostgreSQL highlighting. This
// module is loaded only when the SQL tab opens (sql-tab.tsx imports it
// lazily), so CodeMirror is not in the bundle every page downloads.
// Accessibility: the editable area is labelled and described by the tab's own
// label and hint; Tab is left to move focus (no indentWithTab), so a keyboard
// user is never trapped; Ctrl/Cmd+Enter runs the statement.
import { useEffect, useEffectEvent, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { HighlightStyle, bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  /** Id of the visible label of the editor. */
  labelledBy: string;
  /** Ids of the hint (and error) that describe it. */
  describedBy?: string;
}

// Colours from the theme's own variables, so light and dark modes both keep their contrast.
const highlight = HighlightStyle.define([
  { tag: t.keyword, color: 'var(--accent)', fontWeight: '600' },
  { tag: [t.string, t.special(t.string)], color: 'var(--success)' },
  { tag: [t.number, t.bool, t.null], color: 'var(--warning)' },
  { tag: [t.lineComment, t.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
  { tag: [t.typeName, t.standard(t.name)], color: 'var(--danger)' },
]);

const look = EditorView.theme({
  '&': { backgroundColor: 'var(--surface)', color: 'var(--fg)', fontSize: '0.875rem' },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    minHeight: '8rem',
    caretColor: 'var(--fg)',
  },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', border: 'none' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '2px' },
  '.cm-placeholder': { color: 'var(--muted)' },
});

export default function SqlEditor({ value, onChange, onRun, labelledBy, describedBy }: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The editor is built once per mount. Effect events read the latest props when CodeMirror calls
  // back (and the first value and labels when it is built) without rebuilding it when they change.
  const run = useEffectEvent(() => onRun());
  const changed = useEffectEvent((doc: string) => onChange(doc));
  const build = useEffectEvent(
    (parent: HTMLDivElement) =>
      new EditorView({
        parent,
        state: EditorState.create({
          doc: value,
          extensions: [
            lineNumbers(),
            history(),
            bracketMatching(),
            keymap.of([
              {
                key: 'Mod-Enter',
                preventDefault: true,
                run: () => {
                  run();
                  return true;
                },
              },
              ...defaultKeymap,
              ...historyKeymap,
            ]),
            sql({ dialect: PostgreSQL }),
            syntaxHighlighting(highlight),
            EditorView.lineWrapping,
            placeholder('select * from {prefix}posts limit 10'),
            look,
            EditorView.contentAttributes.of({
              'aria-labelledby': labelledBy,
              ...(describedBy ? { 'aria-describedby': describedBy } : {}),
              'aria-multiline': 'true',
            }),
            EditorView.updateListener.of((u) => {
              if (u.docChanged) changed(u.state.doc.toString());
            }),
          ],
        }),
      }),
  );

  useEffect(() => {
    const v = build(host.current!);
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // A `value` changed from outside is applied below.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="overflow-hidden rounded-md border border-line" />;
}
