import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './sign-in';

// Staff messages (issue 12) on the seeded demo centre: the bank agent writes to the manager, who
// has nothing unread in the seed; the manager's sidebar badge counts the message and clears once
// they open the thread, and the bank agent then sees "Seen" under it; the reply arrives live.

const messagesLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: /^Messages/ });

test('two staff exchange messages: the badge counts up and clears, and the sender sees Seen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [bankContext, managerContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
  ]);
  const bank = await bankContext.newPage();
  const manager = await managerContext.newPage();
  await Promise.all([signInAs(bank, 'bank_agent'), signInAs(manager, 'manager')]);
  await expect(messagesLink(manager)).toHaveAccessibleName('Messages');

  // The bank agent (outside the staff query) finds the manager in the directory and writes.
  await messagesLink(bank).click();
  await expect(bank).toHaveURL(/\/messages$/);
  await expect(bank.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await bank.getByRole('link', { name: /Musa Manager/ }).click();
  await expect(bank).toHaveURL(/\/messages\?with=demo-manager$/);
  const bankThread = bank.getByRole('region', { name: 'Musa Manager' });
  const box = bankThread.getByRole('textbox', { name: 'Message to Musa Manager' });
  await box.fill('Hello Musa, a client asks about a transfer.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Can you call her back?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const sent = bankThread.getByRole('listitem').filter({ hasText: 'Can you call her back?' });
  await expect(sent).toContainText('Hello Musa, a client asks about a transfer.');
  await expect(sent.getByTestId('read-receipt')).toHaveText(/Sent$/);
  await expect(bankThread.getByRole('separator', { name: 'Today' })).toBeVisible();

  // The manager's badge counts it, live.
  await expect(messagesLink(manager)).toHaveAccessibleName('Messages 1 unread');
  await messagesLink(manager).click();
  const fromBank = manager.getByRole('link', { name: /Baraka Bank/ });
  await expect(fromBank.getByLabel('1 unread')).toBeVisible();
  await fromBank.click();
  const managerThread = manager.getByRole('region', { name: 'Baraka Bank' });
  await expect(managerThread.getByText('Can you call her back?')).toBeVisible();

  // Opening the thread marks it read: the badge clears, the sender sees Seen.
  await expect(messagesLink(manager)).toHaveAccessibleName('Messages');
  await expect(fromBank.getByLabel(/unread/)).toHaveCount(0);
  await expect(sent.getByTestId('read-receipt')).toHaveText(/Seen$/);

  // The reply arrives in the bank agent's open thread, which marks it read at once.
  // A reply half typed survives a reload (the conversation's draft in the tab).
  const reply = managerThread.getByRole('textbox', { name: 'Message to Baraka Bank' });
  await reply.fill('Yes, I will call her');
  await manager.reload();
  await expect(reply).toHaveValue('Yes, I will call her');
  // Focused afresh, the caret starts at the beginning of the box: go to the end to go on.
  await reply.press('End');
  await reply.pressSequentially(' at 3.');
  await reply.press('Enter');
  await expect(bankThread.getByText('Yes, I will call her at 3.')).toBeVisible();
  await expect(
    managerThread
      .getByRole('listitem')
      .filter({ hasText: 'Yes, I will call her at 3.' })
      .getByTestId('read-receipt'),
  ).toHaveText(/Seen$/);
  await expect(messagesLink(bank)).not.toHaveAccessibleName(/unread/);

  await Promise.all([bankContext.close(), managerContext.close()]);
});

test('a message about a seeded application links to it, and one is written from the application', async ({
  page,
}) => {
  // Two sign-ins' worth of lazy pages and a first sendStaffMessage on a cold Functions emulator:
  // 55 s of the default 60 on a loaded 2-core machine when it runs first.
  test.setTimeout(120_000);
  await signInAs(page, 'agent');
  await page.goto('/messages?with=demo-manager');
  const thread = page.getByRole('region', { name: 'Musa Manager' });
  const about = thread.getByRole('link', { name: /^about APP-/ });
  await expect(about).toBeVisible();
  const reference = ((await about.textContent()) ?? '').replace('about ', '');
  await about.click();
  await expect(page).toHaveURL(/\/applications\/[^/]+$/);
  await expect(page.getByText(reference).first()).toBeVisible();

  // From the application: the next message is about it, with the server's label.
  await page.getByRole('link', { name: 'Message a colleague about this' }).click();
  await expect(page).toHaveURL(/\/messages\?about=application%3A/);
  await page.getByRole('link', { name: /Amina Admin/ }).click();
  const admin = page.getByRole('region', { name: 'Amina Admin' });
  await expect(admin.getByText(/^About Application /)).toBeVisible();
  const box = admin.getByRole('textbox', { name: 'Message to Amina Admin' });
  await box.fill('Could you look at this one?');
  await box.press('Enter');
  const sent = admin.getByRole('listitem').filter({ hasText: 'Could you look at this one?' });
  await expect(sent.getByRole('link', { name: `about ${reference}` })).toBeVisible();
  await expect(admin.getByText(/^About Application /)).toHaveCount(0);
});
