/**
 * Plain text made safe to set in Markdown: on one line, with every ASCII punctuation mark escaped (CommonMark lets any
 * be), so a plan's "*" or "#" prints as typed, never as emphasis, a heading or a list.
 */
export const markdownText = (text: string) =>
  text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/[!-/:-@[-`{-~]/g, (mark) => `\\${mark}`);
