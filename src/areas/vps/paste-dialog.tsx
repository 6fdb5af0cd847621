// "Paste as keystrokes": a console has no clipboard, so text is typed into it
// key by key. The text can be read from the clipboard (when the browser allows
// it) or typed here, and is sent only when the person says so.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { TextArea } from '@/components/ui/text-area';

/** The most a paste types at once: more is a file, which belongs on the server by other means. */
export const MAX_PASTE = 4096;

export function PasteDialog({
  open,
  onClose,
  onType,
}: {
  open: boolean;
  onClose: () => void;
  onType: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  const readClipboard = async () => {
    try {
      setText((await navigator.clipboard.readText()).slice(0, MAX_PASTE));
      setNote(null);
    } catch {
      setNote('The browser did not let this page read the clipboard. Paste into the box instead (Ctrl+V).');
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="Paste as keystrokes">
      <form
        className="space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (text) onType(text);
          setText('');
        }}
      >
        <label htmlFor={id} className="font-medium">
          Text to type into the console
        </label>
        <TextArea
          id={id}
          rows={5}
          value={text}
          maxLength={MAX_PASTE}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="font-mono"
        />
        <p id={`${id}-hint`} className="text-muted">
          Each character is sent as a key press; a line break presses Enter. Up to {MAX_PASTE} characters.
        </p>
        {note && <ProblemAlert problem={note} />}
        <div className="flex flex-wrap justify-between gap-3">
          {'clipboard' in navigator ? (
            <Button onClick={() => void readClipboard()}>Read the clipboard</Button>
          ) : (
            <span />
          )}
          <div className="flex gap-3">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={!text}>
              Type it
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
