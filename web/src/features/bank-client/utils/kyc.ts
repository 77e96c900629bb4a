import {
  BANK_PRODUCT_KYC,
  requiredKycDocuments,
  type BankProduct,
  type KycDocumentKind,
  type KycDocumentRecord,
  type KycDocumentStatus,
} from '@centre/domain/bank';

/** One document of the client's checklist: the products that need it and where it stands. */
export interface KycRow {
  kind: KycDocumentKind;
  products: BankProduct[];
  document: KycDocumentRecord | null;
  state: KycDocumentStatus | 'missing';
}

/**
 * The client's checklist as one list: every document its products need, once (a document two
 * products need is one upload), with the products that need it and its current record.
 */
export function kycRows(
  products: readonly BankProduct[],
  documents: readonly KycDocumentRecord[],
): KycRow[] {
  const byKind = new Map(documents.map((document) => [document.kind, document]));
  return requiredKycDocuments(products).map((kind) => {
    const document = byKind.get(kind) ?? null;
    return {
      kind,
      products: products.filter((product) => BANK_PRODUCT_KYC[product].includes(kind)),
      document,
      state: document?.status ?? 'missing',
    };
  });
}

/** How many of a product's documents are verified, of how many. */
export function productKycProgress(
  product: BankProduct,
  documents: readonly KycDocumentRecord[],
): { verified: number; total: number } {
  const needed = BANK_PRODUCT_KYC[product];
  const verified = documents.filter(
    (document) => document.status === 'verified' && needed.includes(document.kind),
  ).length;
  return { verified, total: needed.length };
}
