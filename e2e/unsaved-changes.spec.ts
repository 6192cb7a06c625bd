// Journey: an admin with typed, unpublished input is asked before it is lost: a link,
// Back or closing the tab; "Stay" keeps everything, "Leave" goes. Nothing asks once the input
// was published or saved, or while nothing was changed.
import type { Dialog, Page } from '@playwright/test';
import { expect, makeUser, publish, signIn, test } from './fixtures';
import { randomNumber, uniqueTag } from './helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin' });
const prompt = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.beforeEach(async ({ page, request }) => {
  await signIn(page, await makeUser(request, 'admin'));
});

// One admin walks the console's forms in turn, each reached through the app's own links: the
// sharing form, Add User and Add Prediction, a today's-predictions row, closing the tab, and last
// Logout.
test("the sharing form, Add User, the manual prediction form and a today's-predictions row ask before their input is lost, not once it is published or saved; closing the tab asks while input is unsaved, and only then; Logout is not held up by unsaved input", async ({
  page,
  request,
}) => {
  // Five steps over six of the console's pages and two tabs: three times the usual two minutes, so
  // a busy machine cannot fail it.
  test.slow();
  // The row the today's-predictions step edits. Four digits: never the three-digit number it
  // replaces, so the edit always changes something.
  const rowTag = uniqueTag('edit');
  const [rowN1, rowN2, edited] = [randomNumber(3), randomNumber(3), randomNumber(4)];
  await publish(request, { sharedContent: rowTag, predictions: [{ number1: rowN1, number2: rowN2 }] });

  await test.step('the sharing form asks before its typed predictions are lost, and not once they are published', async () => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'ADMIN' }).click();
    await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Predictions', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Predictions Sharing Form' })).toBeVisible();
    const daily = page.getByRole('region', { name: 'Daily Predictions' });
    const shared = page.getByRole('textbox', { name: /^Shared content/ });
    const tag = uniqueTag('unsaved');
    const [n1, n2] = [randomNumber(3), randomNumber(4)];
    await shared.fill(tag);
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill(n1);
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill(n2);

    // A stray click on the bar: asked, and Stay keeps the page, the address and every field.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    const leave = prompt(page, 'Leave without publishing?');
    await expect(leave).toBeVisible();
    await expect(leave.getByText('The predictions you typed have not been published.', { exact: false })).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shared).toHaveValue(tag);
    await expect(daily.getByRole('textbox', { name: 'Prediction 1 Number 1' })).toHaveValue(n1);
    await expect(daily.getByRole('textbox', { name: 'Prediction 1 Number 2' })).toHaveValue(n2);

    // Back is asked about too; Escape is Stay.
    await page.goBack();
    await expect(leave).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shared).toHaveValue(tag);

    // Leave goes where the link pointed.
    await sidebar(page).getByRole('link', { name: 'Role Management' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/role-management$/);
    await expect(page.getByRole('heading', { name: 'User Role Management' })).toBeVisible();

    // Published input is safe: nothing asks.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await shared.fill(tag);
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 1' }).fill(n1);
    // Whole pairs only: a lone number would be refused before anything is sent.
    await daily.getByRole('textbox', { name: 'Prediction 1 Number 2' }).fill(n2);
    await page.getByRole('button', { name: 'Publish Predictions' }).click();
    await expect(page.getByText('Prediction posted successfully!')).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-hero')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('Add User and the manual prediction form ask before their input is lost', async () => {
    await mainNav(page).getByRole('link', { name: 'ADMIN' }).click();
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/manual-user$/);
    await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
    // Nothing typed yet: links just go.
    await sidebar(page).getByRole('link', { name: 'Add Prediction' }).click();
    await expect(page.getByRole('heading', { name: 'Add Prediction' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('textbox', { name: /^Content/ }).fill('Morning picks');
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    const prediction = prompt(page, 'Leave without saving?');
    await expect(prediction.getByText('The prediction you typed has not been added.', { exact: false })).toBeVisible();
    await prediction.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\/manual-prediction$/);
    await expect(page.getByRole('textbox', { name: /^Content/ })).toHaveValue('Morning picks');
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    await prediction.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/manual-user$/);

    await page.getByRole('textbox', { name: /^Username/ }).fill('half_typed');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    const user = prompt(page, 'Leave without saving?');
    await expect(user.getByText('The user you started has not been created.', { exact: false })).toBeVisible();
    await user.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('half_typed');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await user.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  await test.step("a today's-predictions row being edited asks before its changes are lost, not once they are saved", async () => {
    await mainNav(page).getByRole('link', { name: 'ADMIN' }).click();
    await sidebar(page).getByRole('link', { name: "Today's Predictions" }).click();
    await expect(page).toHaveURL(/\/admin\/todays-predictions$/);
    const row = page.locator('tbody tr').filter({ hasText: rowTag });
    await expect(row).toHaveCount(1);

    // An editor opened but nothing changed: nothing to lose.
    await row.getByRole('button', { name: 'Edit' }).click();
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/manual-user$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();

    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox', { name: 'Prediction 1, number 1' }).fill(edited);
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    const leave = prompt(page, 'Leave without saving?');
    await expect(leave.getByText("Your changes to today's predictions have not been saved.", { exact: false })).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\/todays-predictions$/);
    await expect(row.getByRole('textbox', { name: 'Prediction 1, number 1' })).toHaveValue(edited);

    await row.getByRole('button', { name: 'Update' }).click();
    await expect(row.getByText(`${edited} - ${rowN2}`, { exact: true })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/manual-user$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // The tab itself: a new tab of the same browser (signed in as the first was) stays after it.
  const second = await test.step('closing the tab asks while input is unsaved, and only then', async () => {
    const dialogs: Dialog[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d);
      void d.dismiss();
    });
    await mainNav(page).getByRole('link', { name: 'ADMIN' }).click();
    await sidebar(page).getByRole('link', { name: 'Predictions', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const shared = page.getByRole('textbox', { name: /^Shared content/ });
    await expect(shared).toBeVisible();

    // Untouched: the tab closes without a question.
    await shared.click();
    const second = await page.context().newPage();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual([]);

    // Typed (with real key presses, as the browser only asks pages the user has used)...
    await second.goto('/admin');
    const typed = second.getByRole('textbox', { name: /^Shared content/ });
    await typed.click();
    await typed.pressSequentially('Evening picks');
    const asked = second.waitForEvent('dialog');
    second.on('dialog', (d) => void d.dismiss());
    await second.close({ runBeforeUnload: true });
    expect((await asked).type()).toBe('beforeunload');
    // ...and dismissing the question keeps the tab and the input.
    expect(second.isClosed()).toBe(false);
    await expect(typed).toHaveValue('Evening picks');
    return second;
  });

  await test.step('Logout is not held up by unsaved input: the admin ends signed out on the home page', async () => {
    // The typed input the tab kept is still unsaved.
    await expect(second.getByRole('textbox', { name: /^Shared content/ })).toHaveValue('Evening picks');
    await second.getByRole('button', { name: /^Account menu for/ }).click();
    await second.getByRole('button', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/$/);
    await expect(second.locator('#home-hero')).toBeVisible();
    await expect(second.getByRole('dialog')).toHaveCount(0);
    await expect(second.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });
});
