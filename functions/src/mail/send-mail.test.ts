import { describe, expect, it } from 'vitest';
import { classifySendError } from './send-mail';

// How a failed send is recorded (mail/{id}.delivery.error) and whether the retry job may send it
// again: nodemailer's errors as it raises them.
/** A send error as nodemailer raises it: an Error with its SMTP fields. */
const sendError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('classifySendError', () => {
  it.each([
    [
      'reads a refused connection as the transient ECONNREFUSED',
      sendError('connect ECONNREFUSED 127.0.0.1:1025', { code: 'ESOCKET', command: 'CONN' }),
      { error: 'ECONNREFUSED', permanent: false, code: 'ECONNREFUSED' },
    ],
    [
      'reads a 4xx answer as transient, with the code and the server response',
      sendError('Message failed', {
        code: 'EMESSAGE',
        responseCode: 451,
        response: '451 4.3.0 Try again later',
      }),
      { error: '451 4.3.0 Try again later', permanent: false, code: 'smtp-451' },
    ],
    [
      'reads a 5xx rejection as permanent, and logs only its code',
      sendError("Can't send mail - all recipients were rejected", {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <nobody@example.test>: Recipient address rejected',
      }),
      {
        error: '550 5.1.1 <nobody@example.test>: Recipient address rejected',
        permanent: true,
        code: 'smtp-550',
      },
    ],
  ])('%s', (_, error, expected) => {
    expect(classifySendError(error)).toEqual(expected);
  });

  // The rest say what the record carries, whatever code the logs get.
  it.each([
    [
      'reads a timeout as transient',
      sendError('Connection timeout', { code: 'ETIMEDOUT' }),
      { error: 'ETIMEDOUT', permanent: false },
    ],
    [
      'puts the code before a response that lacks it',
      sendError('Invalid login', {
        code: 'EAUTH',
        responseCode: 535,
        response: 'Authentication failed',
      }),
      { error: '535 Authentication failed', permanent: true },
    ],
    [
      'reads an envelope without a usable recipient as permanent',
      sendError('No recipients defined', { code: 'EENVELOPE' }),
      { error: 'EENVELOPE: No recipients defined', permanent: true },
    ],
  ])('%s', (_, error, expected) => {
    expect(classifySendError(error)).toMatchObject(expected);
  });

  it('shortens a long server response', () => {
    const error = sendError('x', { responseCode: 554, response: `554 ${'y'.repeat(500)}` });
    expect(classifySendError(error).error.length).toBeLessThanOrEqual(300);
  });
});
