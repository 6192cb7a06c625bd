// "Usernames" (docs/security.md): a username made before the rules (here one with a zero-width
// space, which looks like an ordinary name) still shows and signs in, and the admin renames it from
// User Role Management: the rules are said before sending, a taken name is refused, and the new
// name shows.
import { expect, login, makeUser, signIn, test } from './fixtures';
import { uniqueTag, withDb } from './helpers';

test('the admin renames a user whose old name breaks the rules', async ({ page, request }) => {
  const tag = uniqueTag('rn').replace(/-/g, '_');
  const admin = await makeUser(request, 'admin', { username: `${tag}_adm` });
  const other = await makeUser(request, 'customer', { username: `${tag}_taken` });
  const legacy = await makeUser(request, 'customer', { username: `${tag}_old` });
  const oldName = `${tag}_old\u200b`;
  await withDb((db) => db.exec('update users set username = ? where email = ?', [oldName, legacy.email]));
  // It still signs in.
  expect((await login(request, legacy.email, legacy.password)).user.username).toBe(oldName);

  await signIn(page, admin);
  await page.goto('/role-management');
  await page.getByPlaceholder('Search users...').fill(tag);
  const customers = page.getByRole('region', { name: /^Customers/ });
  await expect(customers.getByRole('cell', { name: oldName, exact: true })).toBeVisible();

  await customers.getByRole('button', { name: `Rename ${oldName}` }).click();
  const modal = page.getByRole('dialog', { name: 'Rename User' });
  const field = modal.getByRole('textbox', { name: /^New username/ });
  await expect(field).toHaveValue(oldName);

  // The rules, in the server's words, before anything is sent.
  const patches: string[] = [];
  page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
  await modal.getByRole('button', { name: 'Rename' }).click();
  await expect(modal.getByText('Username cannot contain control or invisible characters.')).toBeVisible();
  await field.fill(`${tag} new`);
  await field.press('Enter');
  await expect(modal.getByText('Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.')).toBeVisible();
  expect(patches).toEqual([]);

  // A name another user has, in another case: the server's 409 shows in the dialog.
  await field.fill(other.username.toUpperCase());
  await modal.getByRole('button', { name: 'Rename' }).click();
  await expect(modal.getByRole('alert')).toHaveText('This username is already taken.');
  // The refused name stays in the field to be changed.
  await expect(field).toHaveValue(other.username.toUpperCase());

  // While the answer is awaited, the dialog's button is off and says so.
  const newName = `${tag}_new`;
  let answerNow = () => {};
  const held = new Promise<void>((resolve) => (answerNow = resolve));
  await page.route('**/api/users/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  await field.fill(newName);
  await modal.getByRole('button', { name: 'Rename' }).click();
  await expect(modal.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  answerNow();
  await expect(modal).toBeHidden();
  await expect(customers.getByRole('cell', { name: newName, exact: true })).toBeVisible();
  await expect(customers.getByRole('cell', { name: oldName, exact: true })).toHaveCount(0);
  expect(await withDb((db) => db.rows('select username from users where email = ?', [legacy.email]))).toEqual([{ username: newName }]);

  // Read again from the server (the page's Refresh), the list still says so, and the user signs in
  // as before.
  const reread = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/users');
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await reread).status()).toBe(200);
  await page.getByPlaceholder('Search users...').fill(tag);
  await expect(customers.getByRole('cell', { name: newName, exact: true })).toBeVisible();
  expect((await login(request, legacy.email, legacy.password)).user.username).toBe(newName);
});
