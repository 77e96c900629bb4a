import {
  CursorRecordList,
  type CursorRecordListProps,
} from '../../../components/cursor-record-list';
import { UNASSIGNED } from '../../../data/bank-requests/keys';
import type { BankDeskTab } from './use-bank-desk-params';
import { useListWords } from './use-list-words';

export type DeskListProps<S extends string, T extends { id: string }, K extends string> = Omit<
  CursorRecordListProps<S, T, K>,
  'words' | 'unassignedValue'
> & { tab: BankDeskTab };

/** A tab of the desk: counts per status, filters, toolbar (clear, CSV), cursor pages of 25. */
export function DeskList<S extends string, T extends { id: string }, K extends string>({
  tab,
  ...props
}: DeskListProps<S, T, K>) {
  const words = useListWords(tab);
  return <CursorRecordList {...props} words={words} unassignedValue={UNASSIGNED} />;
}
