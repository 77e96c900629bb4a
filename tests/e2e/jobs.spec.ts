import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './sign-in';

// The jobs board (issue 13) on the seeded demo centre: the public board and a job's page with its
// schema.org JobPosting; a manager posts a job (preview, save and publish) that appears publicly
// and leaves the board when closed.

async function jobPosting(page: Page): Promise<Record<string, unknown>> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? '{}') as Record<string, unknown>;
}

test('a visitor finds a job on the board, opens it and the page carries its JobPosting JSON-LD', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.getByLabel('Keyword').fill('warehouse');
  await expect(page).toHaveURL(/q=warehouse/);
  const card = page.getByTestId('job-card').filter({ hasText: 'Prairie Foods Ltd' });
  await expect(card).toContainText('$18.50 – $21 per hour');
  await expect(card).toContainText(/Closes in \d+ days/);
  await card.getByRole('link', { name: 'Warehouse associate' }).click();

  await expect(page).toHaveURL(/\/jobs\/demo-job-warehouse$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse associate' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Apply on the employer's website/ })).toHaveAttribute(
    'href',
    'https://careers.prairiefoods.example/warehouse',
  );
  expect(await jobPosting(page)).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'Warehouse associate',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Prairie Foods Ltd' },
    jobLocation: { address: { addressLocality: 'Edmonton' } },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD' },
  });
});

test('a filled job says so instead of a 404, without JSON-LD; a draft is not found', async ({
  page,
}) => {
  await page.goto('/jobs/demo-job-welder-filled');
  await expect(page.getByText('This job has been filled.')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page.goto('/jobs/demo-job-driver-draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
});

test('a manager posts a job that appears on the public board and leaves it when closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Kitchen porter ${Date.now().toString(36)}`;
  await signInAs(page, 'manager');
  await page.goto('/post-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Post a job' }).click();

  const form = page.locator('form[aria-labelledby="job-form-title"]');
  await form.getByLabel(/^Job title/).fill(title);
  await form.getByLabel(/^Employer/).fill('Karibu Hotel');
  await form.getByLabel(/^Location/).fill('Edmonton');
  await form.getByLabel(/^Type of employment/).selectOption('part_time');
  await form.getByLabel(/^Description/).fill('Wash up and keep the kitchen clean.');
  await form.getByRole('button', { name: 'Preview' }).click();

  // The preview shows the public card before anything is saved.
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toContainText(
    'Closes in 30 days',
  );
  await page.getByRole('button', { name: 'Save and publish' }).click();
  // The staff layout's snackbar says so (notistack, loaded only by the back office).
  await expect(page.getByText('The job is published.')).toBeVisible();
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByText('Published', { exact: true }).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/jobs');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.getByRole('link', { name: title }).click();
  expect(await jobPosting(visitor)).toMatchObject({ title, employmentType: 'PART_TIME' });
  const jobUrl = visitor.url();

  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel.getByText('Closed', { exact: true }).first()).toBeVisible();

  await visitor.goto('/jobs');
  await expect(visitor.getByRole('status')).toContainText(/open job/);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.goto(jobUrl);
  await expect(
    visitor.getByText('This job is closed: the employer no longer takes applications.'),
  ).toBeVisible();
  await visitor.close();
});
