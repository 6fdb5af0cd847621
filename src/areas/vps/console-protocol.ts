// The console's wire format, in one place (the server's side is described in
// server/areas/vps/console-session.ts). Server to browser: every text frame is
// terminal output, written as it is. Browser to server: one JSON object a
// frame, `{"type":"input","data":"…"}` for keystrokes and `{"type":"ctrl-alt-del"}`.

export const encodeKeys = (data: string) => JSON.stringify({ type: 'input', data });
export const encodeCtrlAltDel = () => JSON.stringify({ type: 'ctrl-alt-del' });

/**
 * Text pasted "as keystrokes" is typed as a person would type it: a line break
 * is the Enter key (a carriage return on a serial line), whatever the clipboard held.
 */
export const asKeystrokes = (text: string) => text.replace(/\r\n|\n|\r/g, '\r');
