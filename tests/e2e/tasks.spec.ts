import { expect, test } from '@playwright/test';
import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { signInAs } from './sign-in';

// Tasks (issue 12) on the seeded demo centre: a manager writes a task for the agent from an
// application's page; the agent finds it in My assignments, starts it and completes it; the
// history says who moved it, and the manager's open page follows live.

test('a manager creates a task about an application for the agent, who starts and completes it; the history shows both moves and who made them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Call the applicant back ${Date.now()}`;

  // The manager, on an application's page.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager');
  await manager.goto('/applications');
  const firstApplication = manager.getByRole('link', { name: REFERENCE_PATTERN }).first();
  const reference = ((await firstApplication.textContent()) ?? '').match(REFERENCE_PATTERN)?.[0];
  expect(reference).toBeTruthy();
  await firstApplication.click();
  await expect(manager.getByRole('heading', { level: 1 })).toContainText(reference!);

  await manager.getByRole('button', { name: 'New task' }).click();
  const dialog = manager.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toContainText(`About application ${reference}`);
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel('Description').fill('She asked to be called after 3 pm.');
  await dialog.getByLabel(/^Assign to/).selectOption({ label: 'Achieng Agent' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  const open = manager.getByRole('link', { name: 'Open the new task' });
  await expect(open).toBeVisible();
  const taskPath = (await open.getAttribute('href')) ?? '';
  expect(taskPath).toMatch(/^\/tasks\/[A-Za-z0-9]+$/);
  await open.click();
  await expect(manager.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(manager.getByTestId('task-status')).toHaveText('Open');

  // The agent opens the task and moves it along.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInAs(agent, 'agent');
  // They find it among their assignments (tasks filter) and open it from there.
  await agent.goto('/my-assignments?kind=task');
  await agent.getByTestId('assignment-row').getByRole('link', { name: title }).click();
  await expect(agent).toHaveURL(new RegExp(`${taskPath}$`));
  await expect(agent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(agent.getByTestId('task-related')).toHaveText(`Application ${reference}`);
  await expect(agent.getByRole('region', { name: 'Task' })).toContainText('Musa Manager');
  const moves = agent.getByRole('group', { name: 'Move the task' });
  await moves.getByRole('button', { name: 'Start' }).click();
  await expect(agent.getByTestId('task-status')).toHaveText('In progress');
  await agent.getByLabel('Note with the change (optional)').fill('Called her; photo on its way.');
  await moves.getByRole('button', { name: 'Mark done' }).click();
  await expect(agent.getByTestId('task-status')).toHaveText('Done');

  const history = agent.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Created and assigned to Achieng Agent');
  await expect(history.nth(0)).toContainText('by Musa Manager');
  await expect(history.nth(1)).toContainText('Open → In progress');
  await expect(history.nth(1)).toContainText('by Achieng Agent');
  await expect(history.nth(2)).toContainText('In progress → Done');
  await expect(history.nth(2)).toContainText('by Achieng Agent');
  await expect(history.nth(2)).toContainText('Called her; photo on its way.');

  // The manager's page, still open, follows the task live.
  await expect(manager.getByTestId('task-status')).toHaveText('Done');
  await expect(manager.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(3);

  // Done, it leaves the agent's open assignments.
  await agent.goto('/my-assignments?kind=task');
  await expect(agent.getByTestId('assignment-row').first()).toBeVisible();
  await expect(agent.getByRole('link', { name: title })).toHaveCount(0);

  await agentContext.close();
  await managerContext.close();
});
