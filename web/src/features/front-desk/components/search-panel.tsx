import type { ReactNode } from 'react';
import { TextInput } from '../../../components/text-input';

interface SearchPanelProps {
  /** The search field's id; the heading's is `<id>-title`. */
  id: string;
  title: string;
  label: string;
  helperText?: string;
  maxLength?: number;
  value: string;
  onChange: (text: string) => void;
  /** What follows the field: the results and their states. */
  children: ReactNode;
}

/** A front-desk search: its panel and heading, the search field, then what it found. */
export function SearchPanel({ id, title, children, onChange, ...field }: SearchPanelProps) {
  return (
    <section className="panel front-desk__search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="front-desk__title">
        {title}
      </h2>
      <TextInput
        id={id}
        type="search"
        autoComplete="off"
        {...field}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </section>
  );
}
