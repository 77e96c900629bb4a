import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

interface RichTextProps {
  /** A translated sentence with tagged parts: "Send us <contact>a message</contact>." */
  text: string;
  /** The element each tag becomes, its children the tagged words: { contact: <Link to="/contact" /> }. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/**
 * A sentence with links (or emphasis) inside it, from one translation key, so that each language
 * orders its words freely. Tags without a component render as plain text. Much lighter than
 * react-i18next's <Trans>, which parses HTML.
 */
export function RichText({ text, components }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
