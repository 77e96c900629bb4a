// The sign-in steps the e2e specs share.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/demo-accounts';

/** Fills and sends the sign-in form found in `scope`: the /login page or the login dialog. */
export async function signIn(scope: Page | Locator, email: string, password = DEMO_PASSWORD) {
  await scope.getByLabel('Email').fill(email);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the demo account of `role` in through /login and waits for the dashboard. */
export async function signInAs(page: Page, role: string) {
  await page.goto('/login');
  await signIn(page, demoAccount(role).email);
  await expect(page).toHaveURL(/\/dashboard$/);
}
