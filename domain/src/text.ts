/**
 * C0 control characters and DEL, except the tab and the line breaks that multi-line text (notes,
 * messages, answers) holds. Written with char codes: a regex of control characters is what
 * eslint's no-control-regex exists to question.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** firestore.rules joins the answers with U+0000 to check each one's length (validAnswers). */
export const ANSWER_SEPARATOR = '\u0000';
