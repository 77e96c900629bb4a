import { searchPrefixTokens } from './visits';

// Apart from bank.ts, so that the public banking page, which reads bank.ts, does not download
// the phone library the tokens need.

/**
 * bankClients/{id} `searchTokens`: searchPrefixTokens' prefixes of the name's words, of the
 * whole name and of the phone's digits (international and national), never the ID number (an ID
 * number is found by its idNumberHash only), and not the phone endings visitors have.
 */
export function bankClientSearchTokens(client: { name: string; phone: string | null }): string[] {
  return searchPrefixTokens({
    firstName: client.name,
    lastName: '',
    phone: client.phone,
    idNumber: null,
  });
}
