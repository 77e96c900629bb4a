import type { Service } from '@centre/domain/services';

/** The notary service as the catalogue holds it, with a field of each type (the form tests'). */
export const NOTARY_SERVICE: Service = {
  id: 'notary-attestation',
  name: 'Notary and Attestation',
  slug: 'notary-attestation',
  category: 'Legal',
  summary: 'Certified copies and attestation of documents.',
  description: '',
  requiredDocuments: [],
  fee: 15,
  processingTime: '1-2 weeks',
  durationMinutes: 20,
  bookable: true,
  active: true,
  order: 8,
  applicationFields: [
    { key: 'documentCount', label: 'Number of documents', type: 'number', required: true },
    { key: 'documentType', label: 'Document type', type: 'text', required: true },
    {
      key: 'purpose',
      label: 'Purpose',
      type: 'select',
      required: true,
      options: ['Employment', 'Study'],
    },
    { key: 'issueDate', label: 'Issue date', type: 'date', required: false },
    { key: 'scan', label: 'Scan of the document', type: 'file', required: false },
  ],
};
