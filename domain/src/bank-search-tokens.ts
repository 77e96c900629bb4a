import { visitorSearchTokens } from './visits';

// Apart from bank.ts, so that the public banking page, which reads bank.ts, does not download
// the phone library the tokens need.

/**
 * bankClients/{id} `searchTokens`: visitorSearchTokens' prefixes of the name's words, of the
 * whole name and of the phone's digits (international and national), never the ID number (an ID
 * number is found by its idNumberHash only).
 */
export function bankClientSearchTokens(client: { name: string; phone: string | null }): string[] {
  return visitorSearchTokens({
    firstName: client.name,
    lastName: '',
    phone: client.phone,
    idNumber: null,
  });
}
