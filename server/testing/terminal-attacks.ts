/**
 * Text typed to forge a line of a terminal's output, colour it and plant a link, and the check
 * that output shows none of it live. Shared by the tests of the audit command and of
 * server/terminal-text.ts.
 */
export const terminalAttack = [
  "\n2026-01-01T00:00:00Z\t1.2.3.4\tadmin@x\tlogin",
  "\r",
  "\x1b[31m",
  "\x1b]8;;https://evil.example\x07click\x1b]8;;\x07",
  "\u009b",
  "\u202e",
].join("");

/**
 * The characters in a terminal's output that act rather than show: controls, line and
 * paragraph separators, bidi embeddings, overrides and isolates. `layout` lists the ones the
 * output itself lays out with (a tab between fields, a line feed between lines).
 */
export const liveCharacters = (text: string, layout = "") =>
  [...text].filter((char) => {
    if (layout.includes(char)) return false;
    const code = char.codePointAt(0)!;
    return (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
