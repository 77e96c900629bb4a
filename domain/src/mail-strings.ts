import type { BankProduct } from './bank';
import type { OpeningHoursRow } from './centre';
import type { Language } from './constants';
import type { MailedApplicationStatus, MailTemplateData } from './mail';

/**
 * Every word of the mails (domain/src/mail-templates.ts) and of the unsubscribe page
 * (functions/src/mail/unsubscribe.ts), one dictionary per language. Kiswahili follows the web
 * app's words (web/src/locales/sw): maombi, miadi, namba ya kumbukumbu, kituoni.
 */

type DigestKind = MailTemplateData['staff_digest']['items'][number]['kind'];

export interface MailStrings {
  /** Intl locale of dates (day first in both languages, as the web app writes them). */
  dateLocale: string;
  /** Locale of times of day (formatTimeOfDay): '9:00 AM' in English, '9:00' in Kiswahili. */
  timeLocale: string;
  greeting: (name: string) => string;
  signOff: string;
  automatic: string;
  labels: {
    reference: string;
    service: string;
    date: string;
    time: string;
    newDate: string;
    newTime: string;
    startsAt: string;
    where: string;
    location: string;
    product: string;
  };
  /** '9:00 AM – 9:30 AM' */
  timeRange: (start: string, end: string) => string;
  /** 'Edmonton time': the zone the times are in (they are never converted). */
  zoneTime: (city: string) => string;
  footer: {
    phone: string;
    email: string;
    openingHours: string;
    days: Record<OpeningHoursRow['days'], string>;
    closed: string;
  };
  whatToBring: string;
  bringPhotoId: string;
  statusCheckLink: string;
  manageLink: string;
  arriveEarly: string;
  application: {
    receivedSubject: (reference: string) => string;
    received: (service: string) => string;
    receivedNext: string;
    statusSubject: Record<MailedApplicationStatus, (reference: string) => string>;
    status: Record<MailedApplicationStatus, (service: string) => string>;
    whatWeNeed: string;
    awaitingNext: string;
    awaitingNoNote: string;
    approvedNext: string;
    reason: string;
    rejectedNoNote: string;
    rejectedNext: string;
    completedNext: string;
  };
  appointment: {
    bookedSubject: (reference: string) => string;
    booked: string;
    calendarAttached: string;
    rescheduledSubject: (reference: string) => string;
    rescheduled: string;
    cancelledSubject: (reference: string) => string;
    cancelled: (service: string, date: string, start: string) => string;
    cancelledNext: string;
    bookAgainLink: string;
    reminderSubject: (reference: string) => string;
    reminder: string;
    reminderNext: string;
    stopRemindersLink: string;
  };
  exam: {
    bookedSubject: (reference: string) => string;
    booked: string;
    bringId: string;
    arrive: string;
    reminderSubject: (reference: string) => string;
    reminder: (days: number) => string;
    stopRemindersLink: string;
  };
  licence: {
    subject: (reference: string) => string;
    collect: string;
    courier: string;
    statusCheckLink: string;
  };
  bank: {
    subject: (reference: string) => string;
    received: (product: string) => string;
    products: Record<BankProduct, string>;
    next: (partnerBank: string) => string;
    deskHours: (from: string, to: string) => string;
  };
  digest: {
    subject: (date: string) => string;
    intro: (count: number) => string;
    none: string;
    kinds: Record<DigestKind, string>;
    settings: string;
    settingsLink: string;
  };
  unsubscribePage: {
    title: string;
    question: (maskedEmail: string) => string;
    keepsOthers: string;
    button: string;
    doneTitle: string;
    done: (maskedEmail: string) => string;
    invalidTitle: string;
    invalid: string;
    errorTitle: string;
    error: string;
    homeLink: string;
  };
}

const en: MailStrings = {
  dateLocale: 'en-GB',
  timeLocale: 'en',
  greeting: (name) => `Hello ${name},`,
  signOff: 'Kind regards,',
  automatic:
    'This email was sent automatically and replies are not read. To reach us, call or write using the details below.',
  labels: {
    reference: 'Reference',
    service: 'Service',
    date: 'Date',
    time: 'Time',
    newDate: 'New date',
    newTime: 'New time',
    startsAt: 'Start time',
    where: 'Where',
    location: 'Location',
    product: 'Product',
  },
  timeRange: (start, end) => `${start} – ${end}`,
  zoneTime: (city) => `${city} time`,
  footer: {
    phone: 'Phone',
    email: 'Email',
    openingHours: 'Opening hours',
    days: {
      weekdays: 'Monday to Friday',
      saturday: 'Saturday',
      sunday: 'Sunday and public holidays',
    },
    closed: 'Closed',
  },
  whatToBring: 'What to bring',
  bringPhotoId: 'Photo ID',
  statusCheckLink: "Check your application's status",
  manageLink: 'View, reschedule or cancel your appointment',
  arriveEarly: 'Please arrive a few minutes early and give your reference at reception.',
  application: {
    receivedSubject: (reference) => `Application received: ${reference}`,
    received: (service) => `We have received your application for ${service}.`,
    receivedNext:
      'What happens next: an officer will review your application and documents. We will email you when its status changes, and you can check it at any time with your reference.',
    statusSubject: {
      awaiting_info: (reference) => `We need more information: ${reference}`,
      approved: (reference) => `Application approved: ${reference}`,
      rejected: (reference) => `Application not approved: ${reference}`,
      completed: (reference) => `Application ready: ${reference}`,
    },
    status: {
      awaiting_info: (service) =>
        `Your application for ${service} needs more information before we can continue.`,
      approved: (service) => `Good news: your application for ${service} has been approved.`,
      rejected: (service) => `We are sorry: your application for ${service} was not approved.`,
      completed: (service) => `Your application for ${service} is complete and ready.`,
    },
    whatWeNeed: 'What we need from you',
    awaitingNext:
      'Please bring it to the centre or contact us using the details below, so that we can continue.',
    awaitingNoNote: 'An officer will contact you about what is missing.',
    approvedNext: 'We will let you know the next step.',
    reason: 'Reason',
    rejectedNoNote: 'We will contact you to explain why and what you can do.',
    rejectedNext: 'If you have questions, contact us using the details below.',
    completedNext:
      'Nothing more is needed from you. If there is something to collect, come to the centre during opening hours with your reference and photo ID.',
  },
  appointment: {
    bookedSubject: (reference) => `Appointment confirmed: ${reference}`,
    booked: 'Your appointment is confirmed.',
    calendarAttached: 'The attached calendar file (.ics) adds the appointment to your calendar.',
    rescheduledSubject: (reference) => `Appointment rescheduled: ${reference}`,
    rescheduled: 'Your appointment has been moved to a new time.',
    cancelledSubject: (reference) => `Appointment cancelled: ${reference}`,
    cancelled: (service, date, start) =>
      `Your appointment for ${service} on ${date} at ${start} has been cancelled.`,
    cancelledNext: 'If you still need the service, you are welcome to book a new appointment.',
    bookAgainLink: 'Book a new appointment',
    reminderSubject: (reference) => `Appointment reminder: ${reference}`,
    reminder: 'A reminder of your appointment at the centre.',
    reminderNext:
      'If you cannot come, please reschedule or cancel, so that someone else can have the time.',
    stopRemindersLink: 'Stop reminder emails',
  },
  exam: {
    bookedSubject: (reference) => `Exam seat booked: ${reference}`,
    booked: 'Your exam seat is booked.',
    bringId: 'Bring photo ID: you cannot sit the exam without it.',
    arrive: 'Please arrive in good time before the start.',
    reminderSubject: (reference) => `Exam reminder: ${reference}`,
    reminder: (days) => `A reminder: your exam is in ${days} days.`,
    stopRemindersLink: 'Stop reminder emails',
  },
  licence: {
    subject: (reference) => `Licence ready: ${reference}`,
    collect:
      'Your new licence is ready. Collect it at the centre during opening hours, and bring your passport or ID.',
    courier: 'Your new licence is ready and on its way to you by courier.',
    statusCheckLink: "Check your request's status",
  },
  bank: {
    subject: (reference) => `Bank request received: ${reference}`,
    received: (product) => `We have received your request: ${product}.`,
    products: {
      diaspora_savings: 'Diaspora savings account',
      current_account: 'Current account',
      foreign_currency_account: 'Foreign currency account',
      money_transfer: 'Sending money home',
    },
    next: (partnerBank) =>
      `What happens next: ${partnerBank}'s desk at the centre will contact you to arrange the next steps.`,
    deskHours: (from, to) => `The desk is open Monday to Friday, ${from} – ${to}.`,
  },
  digest: {
    subject: (date) => `Your new assignments, ${date}`,
    intro: (count) =>
      count === 1 ? 'One item was assigned to you:' : `${count} items were assigned to you:`,
    none: 'Nothing new was assigned to you.',
    kinds: {
      application: 'Application',
      hca_application: 'HCA application',
      licence_renewal: 'Licence renewal',
      visit: 'Visit',
      task: 'Task',
      bank_request: 'Bank request',
    },
    settings: 'You receive this daily digest because it is switched on in your account settings.',
    settingsLink: 'Switch off the digest',
  },
  unsubscribePage: {
    title: 'Stop reminder emails',
    question: (email) => `Stop appointment and exam reminders to ${email}?`,
    keepsOthers: 'You will still receive confirmations and changes to your bookings.',
    button: 'Stop reminders',
    doneTitle: 'Reminders stopped',
    done: (email) => `We will send no more appointment or exam reminders to ${email}.`,
    invalidTitle: 'This link does not work',
    invalid:
      'The link is incomplete or has been changed. Open it again from the email, or contact us.',
    errorTitle: 'Something went wrong',
    error: 'We could not save your choice. Please try again in a moment.',
    homeLink: "Go to the centre's website",
  },
};

const sw: MailStrings = {
  dateLocale: 'sw-KE',
  timeLocale: 'sw-KE',
  greeting: (name) => `Habari ${name},`,
  signOff: 'Wako katika huduma,',
  automatic:
    'Barua pepe hii imetumwa kiotomatiki na majibu hayasomwi. Ili kuwasiliana nasi, piga simu au utuandikie kupitia mawasiliano yaliyo hapa chini.',
  labels: {
    reference: 'Namba ya kumbukumbu',
    service: 'Huduma',
    date: 'Tarehe',
    time: 'Saa',
    newDate: 'Tarehe mpya',
    newTime: 'Saa mpya',
    startsAt: 'Muda wa kuanza',
    where: 'Mahali',
    location: 'Mahali',
    product: 'Huduma',
  },
  timeRange: (start, end) => `${start} hadi ${end}`,
  zoneTime: (city) => `kwa saa za ${city}`,
  footer: {
    phone: 'Simu',
    email: 'Barua pepe',
    openingHours: 'Saa za kazi',
    days: {
      weekdays: 'Jumatatu hadi Ijumaa',
      saturday: 'Jumamosi',
      sunday: 'Jumapili na sikukuu',
    },
    closed: 'Tumefunga',
  },
  whatToBring: 'Vitu vya kuleta',
  bringPhotoId: 'Kitambulisho chenye picha',
  statusCheckLink: 'Angalia hali ya maombi yako',
  manageLink: 'Angalia, badilisha muda au ghairi miadi yako',
  arriveEarly:
    'Tafadhali fika dakika chache mapema na utaje namba yako ya kumbukumbu kwenye mapokezi.',
  application: {
    receivedSubject: (reference) => `Maombi yamepokelewa: ${reference}`,
    received: (service) => `Tumepokea maombi yako ya ${service}.`,
    receivedNext:
      'Kinachofuata: afisa atapitia maombi na nyaraka zako. Tutakutumia barua pepe hali yake itakapobadilika, na unaweza kuiangalia wakati wowote kwa namba yako ya kumbukumbu.',
    statusSubject: {
      awaiting_info: (reference) => `Tunahitaji taarifa zaidi: ${reference}`,
      approved: (reference) => `Maombi yamekubaliwa: ${reference}`,
      rejected: (reference) => `Maombi hayakukubaliwa: ${reference}`,
      completed: (reference) => `Maombi yako tayari: ${reference}`,
    },
    status: {
      awaiting_info: (service) =>
        `Maombi yako ya ${service} yanahitaji taarifa zaidi kabla hatujaendelea.`,
      approved: (service) => `Habari njema: maombi yako ya ${service} yamekubaliwa.`,
      rejected: (service) => `Samahani: maombi yako ya ${service} hayakukubaliwa.`,
      completed: (service) => `Maombi yako ya ${service} yamekamilika na yako tayari.`,
    },
    whatWeNeed: 'Tunachohitaji kutoka kwako',
    awaitingNext:
      'Tafadhali tuletee kituoni au uwasiliane nasi kupitia mawasiliano yaliyo hapa chini ili tuendelee.',
    awaitingNoNote: 'Afisa atawasiliana nawe kuhusu kinachokosekana.',
    approvedNext: 'Tutakujulisha hatua inayofuata.',
    reason: 'Sababu',
    rejectedNoNote: 'Tutawasiliana nawe kukueleza sababu na unachoweza kufanya.',
    rejectedNext: 'Ukiwa na maswali, wasiliana nasi kupitia mawasiliano yaliyo hapa chini.',
    completedNext:
      'Hakuna kingine unachohitajika kufanya. Ikiwa kuna kitu cha kuchukua, njoo kituoni wakati wa saa za kazi ukiwa na namba yako ya kumbukumbu na kitambulisho chenye picha.',
  },
  appointment: {
    bookedSubject: (reference) => `Miadi imethibitishwa: ${reference}`,
    booked: 'Miadi yako imethibitishwa.',
    calendarAttached:
      'Faili ya kalenda (.ics) iliyoambatishwa inaongeza miadi hii kwenye kalenda yako.',
    rescheduledSubject: (reference) => `Miadi imehamishwa: ${reference}`,
    rescheduled: 'Miadi yako imehamishiwa muda mpya.',
    cancelledSubject: (reference) => `Miadi imeghairiwa: ${reference}`,
    cancelled: (service, date, start) =>
      `Miadi yako ya ${service} ya ${date} saa ${start} imeghairiwa.`,
    cancelledNext: 'Ikiwa bado unahitaji huduma hii, karibu uweke miadi mpya.',
    bookAgainLink: 'Weka miadi mpya',
    reminderSubject: (reference) => `Ukumbusho wa miadi: ${reference}`,
    reminder: 'Tunakukumbusha kuhusu miadi yako kituoni.',
    reminderNext:
      'Ikiwa hutaweza kuja, tafadhali badilisha muda au ughairi miadi ili mtu mwingine apate nafasi hiyo.',
    stopRemindersLink: 'Sitisha vikumbusho kwa barua pepe',
  },
  exam: {
    bookedSubject: (reference) => `Nafasi ya mtihani imewekwa: ${reference}`,
    booked: 'Nafasi yako ya mtihani imewekwa.',
    bringId: 'Leta kitambulisho chenye picha: hutaruhusiwa kufanya mtihani bila kitambulisho.',
    arrive: 'Tafadhali fika mapema kabla ya muda wa kuanza.',
    reminderSubject: (reference) => `Ukumbusho wa mtihani: ${reference}`,
    reminder: (days) => `Tunakukumbusha: mtihani wako ni baada ya siku ${days}.`,
    stopRemindersLink: 'Sitisha vikumbusho kwa barua pepe',
  },
  licence: {
    subject: (reference) => `Leseni iko tayari: ${reference}`,
    collect:
      'Leseni yako mpya iko tayari. Ichukue kituoni wakati wa saa za kazi, ukiwa na pasipoti au kitambulisho chako.',
    courier: 'Leseni yako mpya iko tayari na mjumbe yuko njiani kukuletea.',
    statusCheckLink: 'Angalia hali ya ombi lako',
  },
  bank: {
    subject: (reference) => `Ombi la benki limepokelewa: ${reference}`,
    received: (product) => `Tumepokea ombi lako: ${product}.`,
    products: {
      diaspora_savings: 'Akaunti ya akiba ya diaspora',
      current_account: 'Akaunti ya matumizi',
      foreign_currency_account: 'Akaunti ya fedha za kigeni',
      money_transfer: 'Kutuma pesa nyumbani',
    },
    next: (partnerBank) =>
      `Kinachofuata: dawati la ${partnerBank} lililopo kituoni litawasiliana nawe kupanga hatua zinazofuata.`,
    deskHours: (from, to) => `Dawati liko wazi Jumatatu hadi Ijumaa, ${from} – ${to}.`,
  },
  digest: {
    subject: (date) => `Kazi zako mpya, ${date}`,
    intro: (count) => (count === 1 ? 'Umekabidhiwa kazi moja:' : `Umekabidhiwa kazi ${count}:`),
    none: 'Hujakabidhiwa kazi mpya.',
    kinds: {
      application: 'Ombi',
      hca_application: 'Ombi la HCA',
      licence_renewal: 'Kuhuisha leseni',
      visit: 'Ziara',
      task: 'Jukumu',
      bank_request: 'Ombi la benki',
    },
    settings:
      'Unapokea muhtasari huu wa kila siku kwa sababu umeuwasha kwenye mipangilio ya akaunti yako.',
    settingsLink: 'Zima muhtasari huu',
  },
  unsubscribePage: {
    title: 'Sitisha vikumbusho kwa barua pepe',
    question: (email) =>
      `Ungependa kusitisha vikumbusho vya miadi na mitihani vinavyotumwa kwa ${email}?`,
    keepsOthers: 'Utaendelea kupokea uthibitisho na taarifa za mabadiliko ya nafasi zako.',
    button: 'Sitisha vikumbusho',
    doneTitle: 'Vikumbusho vimesitishwa',
    done: (email) => `Hatutatuma tena vikumbusho vya miadi wala mitihani kwa ${email}.`,
    invalidTitle: 'Kiungo hiki hakifanyi kazi',
    invalid:
      'Kiungo hakijakamilika au kimebadilishwa. Kifungue tena kutoka kwenye barua pepe, au wasiliana nasi.',
    errorTitle: 'Hitilafu imetokea',
    error: 'Hatukuweza kuhifadhi chaguo lako. Tafadhali jaribu tena baada ya muda mfupi.',
    homeLink: 'Nenda kwenye tovuti ya kituo',
  },
};

export const MAIL_STRINGS: Record<Language, MailStrings> = { en, sw };
