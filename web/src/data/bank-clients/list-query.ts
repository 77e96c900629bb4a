import { normaliseBankIdNumber } from '@centre/domain/bank';
import { searchTokenOf } from '@centre/domain/visits';
import {
  and,
  or,
  orderBy,
  where,
  type QueryCompositeFilterConstraint,
  type QueryDocumentSnapshot,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import { PAGE_SIZE, pageWindow } from '../cursor-pages';
import type { BankClient } from './converter';
import { UNASSIGNED, type BankClientFilters } from './keys';

/** Where the next page starts: the last document of the page before it. */
export type BankClientCursor = QueryDocumentSnapshot<BankClient>;

/**
 * What staff typed, as the clients tab searches it: `token` (a name or phone prefix,
 * visitorSearchTokens' scheme) and, when the text looks like an ID number (letters and digits,
 * at least one digit, 5 or more), `idNumber`: the normalised number to match exactly by hash.
 * null when there is nothing to search for (under 2 letters or digits).
 */
export function bankClientSearchOf(
  typed: string,
): { token: string | null; idNumber: string | null } | null {
  const token = searchTokenOf(typed);
  const idNumber = normaliseBankIdNumber(typed);
  const looksLikeId =
    /^[A-Za-z0-9 /-]+$/.test(typed.trim()) && /\d/.test(idNumber) && idNumber.length >= 5;
  if (!token && !looksLikeId) return null;
  return { token, idNumber: looksLikeId ? idNumber : null };
}

/** sha256 hex of the normalised ID number: what bankClients/{id}.idNumberHash holds. */
export async function bankIdNumberHash(normalised: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One page's query: its filter (null: none) and its order, start and size. */
export interface BankClientPageQuery {
  filter: QueryCompositeFilterConstraint | null;
  window: QueryNonFilterConstraint[];
}

/**
 * One page of clients, as ONE query: equalities on status and agent (unassigned: == null), the
 * search (a token prefix, or that OR the exact ID-number hash), the latest updated first.
 */
export function bankClientPageQuery(
  filters: BankClientFilters,
  search: { token: string | null; idNumberHash: string | null } | null,
  after: BankClientCursor | null,
  pageSize: number = PAGE_SIZE,
): BankClientPageQuery {
  const filtersOf: QueryFilterConstraint[] = [];
  if (filters.status) filtersOf.push(where('status', '==', filters.status));
  if (filters.agent === UNASSIGNED) filtersOf.push(where('agentId', '==', null));
  else if (filters.agent) filtersOf.push(where('agentId', '==', filters.agent));
  const byToken = search?.token ? where('searchTokens', 'array-contains', search.token) : null;
  const byId = search?.idNumberHash ? where('idNumberHash', '==', search.idNumberHash) : null;
  if (byToken && byId) filtersOf.push(or(byToken, byId));
  else if (byToken ?? byId) filtersOf.push((byToken ?? byId)!);
  return {
    filter: filtersOf.length === 0 ? null : and(...filtersOf),
    window: [
      orderBy('updatedAt', 'desc'),
      ...(pageWindow(after, pageSize) as QueryNonFilterConstraint[]),
    ],
  };
}
