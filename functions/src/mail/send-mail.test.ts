import { describe, expect, it } from 'vitest';
import { classifySendError } from './send-mail';

// How a failed send is recorded (mail/{id}.delivery.error) and whether the retry job may send it
// again: nodemailer's errors as it raises them.
describe('classifySendError', () => {
  it('reads a refused connection as the transient ECONNREFUSED', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), {
      code: 'ESOCKET',
      command: 'CONN',
    });
    expect(classifySendError(error)).toEqual({
      error: 'ECONNREFUSED',
      permanent: false,
      code: 'ECONNREFUSED',
    });
  });

  it('reads a timeout as transient', () => {
    const error = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    expect(classifySendError(error)).toMatchObject({ error: 'ETIMEDOUT', permanent: false });
  });

  it('reads a 4xx answer as transient, with the code and the server response', () => {
    const error = Object.assign(new Error('Message failed'), {
      code: 'EMESSAGE',
      responseCode: 451,
      response: '451 4.3.0 Try again later',
    });
    expect(classifySendError(error)).toEqual({
      error: '451 4.3.0 Try again later',
      permanent: false,
      code: 'smtp-451',
    });
  });

  it('reads a 5xx rejection as permanent, and logs only its code', () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <nobody@example.test>: Recipient address rejected',
    });
    expect(classifySendError(error)).toEqual({
      error: '550 5.1.1 <nobody@example.test>: Recipient address rejected',
      permanent: true,
      code: 'smtp-550',
    });
  });

  it('puts the code before a response that lacks it', () => {
    const error = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      responseCode: 535,
      response: 'Authentication failed',
    });
    expect(classifySendError(error)).toMatchObject({
      error: '535 Authentication failed',
      permanent: true,
    });
  });

  it('reads an envelope without a usable recipient as permanent', () => {
    const error = Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' });
    expect(classifySendError(error)).toMatchObject({
      error: 'EENVELOPE: No recipients defined',
      permanent: true,
    });
  });

  it('shortens a long server response', () => {
    const error = Object.assign(new Error('x'), {
      responseCode: 554,
      response: `554 ${'y'.repeat(500)}`,
    });
    expect(classifySendError(error).error.length).toBeLessThanOrEqual(300);
  });
});
