/**
 * The centre's contact details and opening hours, shown on home, About Us and Contact Us: one
 * definition so the pages never disagree.
 */
export const CENTRE = {
  name: 'Jamii Service Centre',
  addressLines: ['Unit 4, 1200 Harambee Way', 'Edmonton, AB T5J 0A1'],
  phone: '+1 780 555 0142',
  phoneHref: 'tel:+17805550142',
  email: 'info@jamii-centre.example',
  partnerBank: 'Equity Bank',
} as const;

export interface OpeningHoursRow {
  days: string;
  hours: string;
}

export const OPENING_HOURS: readonly OpeningHoursRow[] = [
  { days: 'Monday to Friday', hours: '9:00 am – 5:00 pm' },
  { days: 'Saturday', hours: '10:00 am – 2:00 pm' },
  { days: 'Sunday and public holidays', hours: 'Closed' },
];

export const BANK_DESK_HOURS = 'Monday to Friday, 10:00 am – 4:00 pm';
