// A form shows every field's error at once, and a field's error leaves as soon as the
// field is edited, while the others stay. The sign-up form as a visitor, then the console's Add
// User as the admin, in one browser.
import { ADMIN, expect, login, signIn, test } from './fixtures';

test('register names every missing field and says a username with a space together with the other fields\' errors; editing one clears only its own error; Add User drops "is required." from a field once it is filled', async ({
  page,
  request,
}) => {
  await test.step('register names every missing field', async () => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.locator('.field-error')).toHaveCount(4);
    await expect(page.getByText('Please confirm that you are 18 or older.')).toBeVisible();
  });

  await test.step("register says a username with a space together with the other fields' errors", async () => {
    await page.getByRole('textbox', { name: /^Username/ }).fill('john doe');
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-address');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.locator('.field-error')).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      /Username cannot contain spaces\. Use underscores \(_\) or periods \(\.\) if necessary\.$/,
    );
    await expect(page.getByText('Please confirm that you are 18 or older.')).toBeVisible();
  });

  await test.step('editing one field clears only its own error', async () => {
    const errors = page.locator('.field-error');
    await page.getByRole('textbox', { name: /^Username/ }).fill('new_player');
    await expect(errors).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await expect(errors).toHaveCount(2);
    await expect(page.getByText('Please confirm that you are 18 or older.')).toHaveCount(0);
  });

  await test.step('Add User drops "is required." from a field once it is filled', async () => {
    const admin = await login(request, ADMIN.email, ADMIN.password);
    await signIn(page, { id: admin.user._id, username: 'admin', email: ADMIN.email, password: ADMIN.password, token: admin.token, user: admin.user });
    await page.goto('/admin/manual-user');
    await page.getByRole('button', { name: 'Create User' }).click();
    const username = page.getByRole('textbox', { name: /^Username/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    const before = await page.locator('.field-error').count();
    expect(before).toBeGreaterThanOrEqual(2);
    await username.fill('filled_in');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toHaveCount(before - 1);
  });
});
